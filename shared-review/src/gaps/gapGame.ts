import type { ReviewRating } from '@btb/shared-contract';
import { cardParticles } from '../lessons/lessonWordMatch';
import { sungWords } from './lessonSpans';
import { fillsGap, normalizeWord, type GapLine, type GapToken } from './gapPlan';

/** A fill-the-gap game over one song: the gaps filled, and the score. */
export interface GapGameState {
  filled: readonly string[];
  /** Wrong tries per gap. */
  misses: Readonly<Record<string, number>>;
  /** Gaps filled at the first try. */
  right: number;
  /** Wrong tries in all. */
  wrong: number;
}

export const newGapGame = (): GapGameState => ({ filled: [], misses: {}, right: 0, wrong: 0 });

export type GapAnswerResult =
  | { kind: 'filled'; token: Extract<GapToken, { kind: 'gap' }>; rating: ReviewRating }
  | { kind: 'missed' }
  /** The noun is right but its article is missing ("Handy" for "das Handy"): not a wrong try. */
  | { kind: 'needsArticle' }
  | { kind: 'ignored' };

function gapById(plan: readonly GapLine[], id: string) {
  for (const line of plan) {
    for (const token of line.tokens) if (token.kind === 'gap' && token.id === id) return token;
  }
  return undefined;
}

/** Whether `typed` is the answer without the article it is sung with ("Handy" for "das Handy"). */
export function missesArticle(typed: string, answer: string): boolean {
  const [first, ...rest] = sungWords(answer).map((word) => word.text);
  if (!first || rest.length === 0 || !cardParticles.has(normalizeWord(first))) return false;
  return fillsGap(typed, rest.join(' '));
}

/**
 * One typed or picked word for a gap. A filled gap is a review of its word like a quiz answer:
 * Good when right at the first try, Again when it took more.
 */
export function answerGap(
  state: GapGameState,
  plan: readonly GapLine[],
  id: string,
  typed: string,
): { state: GapGameState; result: GapAnswerResult } {
  const token = gapById(plan, id);
  if (!token || state.filled.includes(id)) return { state, result: { kind: 'ignored' } };
  const misses = state.misses[id] ?? 0;
  if (!fillsGap(typed, token.answer) && missesArticle(typed, token.answer)) {
    return { state, result: { kind: 'needsArticle' } };
  }
  if (!fillsGap(typed, token.answer)) {
    return {
      state: { ...state, misses: { ...state.misses, [id]: misses + 1 }, wrong: state.wrong + 1 },
      result: { kind: 'missed' },
    };
  }
  return {
    state: {
      ...state,
      filled: [...state.filled, id],
      right: misses === 0 ? state.right + 1 : state.right,
    },
    result: { kind: 'filled', token, rating: misses === 0 ? 'good' : 'again' },
  };
}

/** All gaps of the song filled. */
export const gapGameDone = (state: GapGameState, plan: readonly GapLine[]) =>
  plan.every((line) => line.gapIds.every((id) => state.filled.includes(id)));
