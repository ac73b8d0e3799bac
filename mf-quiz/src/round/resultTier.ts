import { praiseThreshold } from './quizConstants';

export type ResultTier = 'perfect' | 'great' | 'goodTry';

/** SPEC section 9: all correct is perfect, at least 70% is great, anything else a good try. */
export function resultTier(correct: number, total: number): ResultTier {
  if (total > 0 && correct >= total) return 'perfect';
  // Whole percentages, so 7 of 10 is exactly 70% and not a float a hair below it.
  if (total > 0 && correct * 100 >= Math.round(praiseThreshold * 100) * total) return 'great';
  return 'goodTry';
}

export const tierEmoji: Record<ResultTier, string> = {
  perfect: '🎉',
  great: '⭐',
  goodTry: '💪',
};
