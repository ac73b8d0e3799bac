import type { ReviewCardKey, ReviewLog, ReviewRating } from '@btb/shared-contract';
import { reviewLimits, reviewRatings } from '@btb/shared-contract';

/** Where a card stands in its learning (FSRS's states). */
export type ReviewCardState = 'new' | 'learning' | 'review' | 'relearning';

/**
 * A quiz card's schedule: what replaying its logs through the scheduler gives. Plain JSON (times as
 * ISO strings), so it is stored and compared as it is.
 */
export interface ReviewCard extends ReviewCardKey {
  /** `cardId` of the key. */
  id: string;
  /** When the card should be reviewed next. */
  due: string;
  stability: number;
  difficulty: number;
  state: ReviewCardState;
  reps: number;
  lapses: number;
  lastReview: string;
}

const lessonCodePattern = /^[A-Za-z0-9_-]{1,64}$/;
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const logIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** A card's stable identity: its lesson and its word (the quiz question). */
export function cardId({ lessonCode, word }: ReviewCardKey): string {
  return `${lessonCode}\u0000${word}`;
}

/** A lesson code and word the server would take, or null (the card is then not reviewed). */
export function reviewCardKey(lessonCode: string, word: string): ReviewCardKey | null {
  const code = lessonCode.trim();
  const text = word.trim();
  if (!lessonCodePattern.test(code)) return null;
  if (text === '' || text.length > reviewLimits.wordLength) return null;
  // eslint-disable-next-line no-control-regex -- the API refuses control characters
  if (/[\u0000-\u001F\u007F]/.test(text)) return null;
  return { lessonCode: code, word: text };
}

const isRating = (value: unknown): value is ReviewRating =>
  typeof value === 'string' && (reviewRatings as readonly string[]).includes(value);

/** A review log as the contract defines it, or undefined for anything else (stored or pulled). */
export function validReviewLog(value: unknown): ReviewLog | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { id, lessonCode, word, rating, reviewedAt } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !logIdPattern.test(id)) return undefined;
  if (typeof lessonCode !== 'string' || typeof word !== 'string') return undefined;
  const key = reviewCardKey(lessonCode, word);
  if (!key || key.lessonCode !== lessonCode || key.word !== word) return undefined;
  if (!isRating(rating)) return undefined;
  if (typeof reviewedAt !== 'string' || !instantPattern.test(reviewedAt)) return undefined;
  if (Number.isNaN(Date.parse(reviewedAt))) return undefined;
  return { id, lessonCode, word, rating, reviewedAt };
}

/** Logs in the one order every device replays them in: by time, then by id. */
export function inReviewOrder(logs: readonly ReviewLog[]): ReviewLog[] {
  return [...logs].sort(
    (a, b) => a.reviewedAt.localeCompare(b.reviewedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
