import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { ratingOfAnswer, recordReview } from '@btb/shared-review';
import { currentCard, type RoundAction, type RoundState } from './roundReducer';

/**
 * The round's dispatch, with every answer also recorded as a review of its card (issue 20): the
 * card is the lesson's code and the card's word; "didn't know" is Again, "knew it" is Good. Only
 * an answer the round takes counts (a revealed card, once), whether clicked or keyed.
 */
export function useReviewingDispatch(
  round: RoundState,
  dispatch: Dispatch<RoundAction>,
  lessonCode: string | undefined,
): Dispatch<RoundAction> {
  // The round as last rendered; the dispatch itself stays the same, so key handlers are not redone.
  const latest = useRef(round);
  useEffect(() => {
    latest.current = round;
  }, [round]);
  // Two keys pressed before the next render see the same round: the second is no new answer.
  const answered = useRef<RoundState | null>(null);
  return useCallback(
    (action: RoundAction) => {
      const shown = latest.current;
      const card = currentCard(shown);
      const taken =
        action.type === 'answer' && shown.flipped && !shown.answering && answered.current !== shown;
      if (taken && card && lessonCode) {
        answered.current = shown;
        void recordReview({
          lessonCode,
          word: card.question,
          rating: ratingOfAnswer(action.knewIt),
        });
      }
      dispatch(action);
    },
    [dispatch, lessonCode],
  );
}
