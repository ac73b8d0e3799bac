import { readStored, writeStored } from '@btb/shared-store';
import { browserStorageKeys } from '@btb/shared-contract';

/** Which parts of one overview are open; ids are level names, book ids and lesson ids as text. */
export interface ExpansionState {
  levels: string[];
  books: string[];
  /** Lessons whose learning content is open. */
  lessons: string[];
  /** Lessons whose music panel is open. */
  music: string[];
}

export type ExpansionGroup = keyof ExpansionState;

/** SPEC section 9: level A1 is open until the learner chooses otherwise. */
export const defaultExpansion: ExpansionState = {
  levels: ['A1'],
  books: [],
  lessons: [],
  music: [],
};

export const expansionStorageKey = (code: string) =>
  `${browserStorageKeys.bookOverviewExpansion}${code}`;

const asIdList = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((id): id is string => typeof id === 'string' && id.length <= 64))]
    : [];

/** Accepts what an earlier visit stored; anything else is ignored, a missing group is empty. */
export function parseExpansion(value: unknown): ExpansionState | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  return {
    levels: asIdList(record.levels),
    books: asIdList(record.books),
    lessons: asIdList(record.lessons),
    music: asIdList(record.music),
  };
}

export function toggleExpansion(
  state: ExpansionState,
  group: ExpansionGroup,
  id: string,
): ExpansionState {
  const open = state[group].includes(id);
  return {
    ...state,
    [group]: open ? state[group].filter((item) => item !== id) : [...state[group], id],
  };
}

/** `state` with the parts of `opened` open too (a lesson's code opens its level, book and lesson). */
export function withOpened(state: ExpansionState, opened: Partial<ExpansionState> = {}) {
  const union = (group: ExpansionGroup) => [
    ...new Set([...state[group], ...(opened[group] ?? [])]),
  ];
  return {
    levels: union('levels'),
    books: union('books'),
    lessons: union('lessons'),
    music: union('music'),
  };
}

/** Session storage, one entry per overview code (SPEC section 3). */
export function readExpansion(code: string): ExpansionState {
  return readStored(expansionStorageKey(code), parseExpansion, defaultExpansion, 'session');
}

/**
 * A page's first read of session storage waits on the browser (a round trip to its process: a few
 * milliseconds, tens on a busy phone). Asked for in a task of its own as the overview's code runs,
 * the wait is over before the hydration renders the tree, which reads the stored expansion.
 */
export function warmExpansionStorage(): void {
  if (typeof window !== 'undefined') setTimeout(() => readExpansion(''), 0);
}

export function writeExpansion(code: string, state: ExpansionState): void {
  writeStored(expansionStorageKey(code), state, 'session');
}
