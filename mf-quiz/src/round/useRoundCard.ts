import { useRef, type Dispatch } from 'react';
import { useFlashcardKeyboard } from '@btb/shared-ui/flashcard';
import type { RoundAction, RoundState } from './roundReducer';
import { useReviewingDispatch } from './useReviewingDispatch';

/**
 * What a screen that shows a round's card needs: the card, its 1-based position, the region to put
 * around it (the 1/2 keys answer only while focus is inside it), and the dispatch to answer with,
 * which records each answer as a review of the lesson's card.
 */
export function useRoundCard(
  round: RoundState,
  roundDispatch: Dispatch<RoundAction>,
  { inDialog, lessonCode }: { inDialog: boolean; lessonCode: string | undefined },
) {
  const region = useRef<HTMLDivElement>(null);
  const dispatch = useReviewingDispatch(round, roundDispatch, lessonCode);
  useFlashcardKeyboard(dispatch, { inDialog, region });
  return {
    region,
    dispatch,
    card: round.cards[round.index],
    current: round.index + 1,
    total: round.cards.length,
  };
}
