import { useRef, type Dispatch } from 'react';
import type { RoundAction, RoundState } from './roundReducer';
import { useRoundKeyboard } from './useRoundKeyboard';

/**
 * What a screen that shows a round's card needs: the card, its 1-based position, and the region
 * to put around it, since the 1/2 keys answer only while focus is inside it.
 */
export function useRoundCard(
  round: RoundState,
  dispatch: Dispatch<RoundAction>,
  { inDialog }: { inDialog: boolean },
) {
  const region = useRef<HTMLDivElement>(null);
  useRoundKeyboard(dispatch, { inDialog, region });
  return {
    region,
    card: round.cards[round.index],
    current: round.index + 1,
    total: round.cards.length,
  };
}
