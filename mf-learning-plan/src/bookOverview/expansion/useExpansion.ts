import { useCallback, useEffect, useState } from 'react';
import {
  readExpansion,
  toggleExpansion,
  withOpened,
  writeExpansion,
  type ExpansionGroup,
  type ExpansionState,
} from './expansionState';

export interface Expansion {
  isOpen(group: ExpansionGroup, id: string): boolean;
  toggle(group: ExpansionGroup, id: string): void;
}

/**
 * The open levels, books, lessons and music panels of one overview, kept in session storage;
 * `opened` is open from the start as well (the lesson a lesson's code names).
 */
export function useExpansion(code: string, opened?: Partial<ExpansionState>): Expansion {
  const [state, setState] = useState<ExpansionState>(() => withOpened(readExpansion(code), opened));

  useEffect(() => writeExpansion(code, state), [code, state]);

  const toggle = useCallback(
    (group: ExpansionGroup, id: string) =>
      setState((current) => toggleExpansion(current, group, id)),
    [],
  );
  const isOpen = useCallback(
    (group: ExpansionGroup, id: string) => state[group].includes(id),
    [state],
  );
  return { isOpen, toggle };
}
