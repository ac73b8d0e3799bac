import { useCallback, useEffect, useState } from 'react';
import {
  cardId,
  onReviewStoreChange,
  readReviewCards,
  recordReview,
  reviewCardKey,
  type ReviewCard,
} from '@btb/shared-review';

export type ReviewCardState =
  | { status: 'loading' }
  | { status: 'ready'; card: ReviewCard | null }
  | { status: 'adding' }
  | { status: 'failed' };

/**
 * This browser's review card of a lesson word (null: not in the learner's reviews yet), kept up to
 * date with the review store, and `add`, which puts it there.
 */
export function useReviewCard(lessonCode: string, word: string) {
  const key = reviewCardKey(lessonCode, word);
  const id = key && cardId(key);
  const [state, setState] = useState<ReviewCardState>({ status: 'loading' });

  useEffect(() => {
    if (!id) return;
    let current = true;
    const read = () =>
      void readReviewCards().then((cards) => {
        if (current) setState({ status: 'ready', card: cards.find((c) => c.id === id) ?? null });
      });
    read();
    const stopListening = onReviewStoreChange(read);
    return () => {
      current = false;
      stopListening();
    };
  }, [id]);

  const add = useCallback(async (): Promise<ReviewCard | null> => {
    const key = reviewCardKey(lessonCode, word);
    if (!key) return null;
    setState({ status: 'adding' });
    // A card exists once it has a review: "Again", as for a word the learner does not know yet,
    // brings it back within minutes.
    const card = await recordReview({ ...key, rating: 'again' });
    setState(card ? { status: 'ready', card } : { status: 'failed' });
    return card;
  }, [lessonCode, word]);

  return { reviewable: id !== null, state, add };
}
