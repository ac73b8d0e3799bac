import type { ReviewCard } from '@btb/shared-review';

/**
 * A card in review (seen once, stability 1): its word and due time, with the lesson and last review
 * a test sets when they matter.
 */
export function reviewCardFixture(
  word: string,
  due: string,
  { lessonCode = 'L1', lastReview = '2026-11-22T12:00:00.000Z' } = {},
): ReviewCard {
  return {
    id: `${lessonCode}\u0000${word}`,
    lessonCode,
    word,
    due,
    stability: 1,
    difficulty: 5,
    state: 'review',
    reps: 1,
    lapses: 0,
    lastReview,
  };
}
