import { useCallback, useEffect, useState } from 'react';
import {
  readExpansion,
  toggleExpansion,
  writeExpansion,
  type ExpansionGroup,
  type ExpansionState,
} from './expansionState';

export interface Expansion {
  isOpen(group: ExpansionGroup, id: string): boolean;
  toggle(group: ExpansionGroup, id: string): void;
}

/** The open levels, books, lessons and music panels of one overview, kept in session storage. */
export function useExpansion(code: string): Expansion {
  const [state, setState] = useState<ExpansionState>(() => readExpansion(code));

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
