import { useCallback, useRef, type Dispatch } from 'react';
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
  // Two keys pressed before the next render see the same round: the second is no new answer.
  const answered = useRef<RoundState | null>(null);
  return useCallback(
    (action: RoundAction) => {
      const card = currentCard(round);
      const taken =
        action.type === 'answer' && round.flipped && !round.answering && answered.current !== round;
      if (taken && card && lessonCode) {
        answered.current = round;
        void recordReview({
          lessonCode,
          word: card.question,
          rating: ratingOfAnswer(action.knewIt),
        });
      }
      dispatch(action);
    },
    [round, dispatch, lessonCode],
  );
}
