import { useEffect } from 'react';
import { checkSearchTerm } from './searchTerm';

/** How long the learner pauses before the typed text runs by itself. */
export const instantSearchDelayMs = 300;
/** Shorter texts wait for Enter: one or two letters find too much to be worth a request. */
export const instantSearchMinLength = 3;

/**
 * Instant search: the typed text applies by itself once the learner pauses typing (each key
 * restarts the wait), so a word typed in one go sends one request. Enter still applies at once.
 */
export function useInstantSearch(typed: string, applied: string, applyTerm: () => void): void {
  useEffect(() => {
    if (typed === applied) return undefined;
    const { term } = checkSearchTerm(typed);
    if (term.length > 0 && term.length < instantSearchMinLength) return undefined;
    const timer = setTimeout(applyTerm, instantSearchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, applied, applyTerm]);
}
