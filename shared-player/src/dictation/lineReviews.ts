import type { ReviewRating } from '@btb/shared-contract';
import type { DictationComparison } from './compareDictation';
import { lessonWordsInLine } from '@btb/shared-review';

/**
 * The reviews a checked line gives: each lesson word sung in it once, Good when every time it is
 * sung it was typed right, Again when it was typed wrong or left out.
 */
export function lineReviews(
  lineWords: readonly string[],
  comparison: DictationComparison,
  lessonWords: readonly string[],
): { word: string; rating: ReviewRating }[] {
  const right = new Set(
    comparison.marks.flatMap((mark) => (mark.kind === 'right' ? [mark.index] : [])),
  );
  const ratings = new Map<string, ReviewRating>();
  for (const { card, indexes } of lessonWordsInLine(lineWords, lessonWords)) {
    const typedRight = indexes.every((index) => right.has(index));
    if (ratings.get(card) !== 'again') ratings.set(card, typedRight ? 'good' : 'again');
  }
  return [...ratings].map(([word, rating]) => ({ word, rating }));
}
