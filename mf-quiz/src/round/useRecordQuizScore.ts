import { useEffect, useRef } from 'react';
import { recordQuizScore } from '@btb/shared-review';
import type { RoundState } from './roundReducer';

/**
 * A full round finished is the lesson's quiz done (issue 34): its score is kept in the review store,
 * which keeps the best, for the book overview. A round of only the missed cards is no full score.
 */
export function useRecordQuizScore(round: RoundState | null, lessonCode: string | undefined) {
  const recorded = useRef<RoundState | null>(null);
  useEffect(() => {
    if (!round?.finished || round.reviewing || round.cards.length === 0 || !lessonCode) return;
    if (recorded.current === round) return;
    recorded.current = round;
    void recordQuizScore({ lessonCode, correct: round.correct, total: round.cards.length });
  }, [round, lessonCode]);
}
