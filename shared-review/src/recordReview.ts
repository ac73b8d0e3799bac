import type { ReviewRating } from '@btb/shared-contract';
import type { ReviewCard } from '@btb/shared-fsrs';
import { storeReview, type ReviewAnswer } from './storage/reviewStore';
import { scheduleReviewSync } from './sync/reviewSync';

/** SPEC's two quiz buttons as FSRS ratings: "didn't know" is Again, "knew it" is Good. */
export const ratingOfAnswer = (knewIt: boolean): ReviewRating => (knewIt ? 'good' : 'again');

/**
 * Every answer is a review: keeps it in this browser, reschedules the card, and syncs a logged-in
 * learner's logs a moment later. Resolves to the card's new schedule (null where nothing is kept);
 * never throws, so an answer never fails because of its review.
 */
export async function recordReview(answer: ReviewAnswer): Promise<ReviewCard | null> {
  try {
    const card = await storeReview(answer);
    if (card) scheduleReviewSync();
    return card;
  } catch (error) {
    console.error('The review could not be recorded.', error);
    return null;
  }
}
