import type { ReviewCard, ReviewCardState } from '@btb/shared-fsrs';
import { cardId, reviewCardKey } from '@btb/shared-fsrs';

const cardStates: readonly ReviewCardState[] = ['new', 'learning', 'review', 'relearning'];
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A stored card read back, or undefined when it is not one. */
export function validReviewCard(value: unknown): ReviewCard | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const { lessonCode, word, due, stability, difficulty, state, reps, lapses, lastReview } = record;
  if (typeof lessonCode !== 'string' || typeof word !== 'string') return undefined;
  const key = reviewCardKey(lessonCode, word);
  if (!key || record.id !== cardId(key)) return undefined;
  if (!isTime(due) || !isTime(lastReview)) return undefined;
  if (!isNumber(stability) || !isNumber(difficulty)) return undefined;
  if (!cardStates.includes(state as ReviewCardState)) return undefined;
  if (!isCount(reps) || !isCount(lapses)) return undefined;
  return {
    id: cardId(key),
    lessonCode,
    word,
    due,
    stability,
    difficulty,
    state: state as ReviewCardState,
    reps,
    lapses,
    lastReview,
  };
}
