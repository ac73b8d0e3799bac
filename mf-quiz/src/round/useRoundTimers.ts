import { useEffect, type Dispatch } from 'react';
import type { RoundAction, RoundState } from './roundReducer';
import { advanceDelayMs, streakBadgeMs } from './quizConstants';

/** SPEC section 4: a marked card advances after 300 ms; the streak badge hides after 2 s. */
export function useRoundTimers(round: RoundState | null, dispatch: Dispatch<RoundAction>): void {
  const answering = round?.answering ?? false;
  const index = round?.index ?? 0;
  const showStreakBadge = round?.showStreakBadge ?? false;

  useEffect(() => {
    if (!answering) return;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), advanceDelayMs);
    return () => clearTimeout(timer);
  }, [answering, index, dispatch]);

  useEffect(() => {
    if (!showStreakBadge) return;
    const timer = setTimeout(() => dispatch({ type: 'hideStreakBadge' }), streakBadgeMs);
    return () => clearTimeout(timer);
  }, [showStreakBadge, dispatch]);
}
