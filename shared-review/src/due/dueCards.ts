import type { ReviewCard } from '@btb/shared-fsrs';

const dueTime = (card: ReviewCard) => Date.parse(card.due);

/** The cards due at `now` (due time reached), the longest overdue first. */
export function dueReviewCards<T extends ReviewCard>(cards: readonly T[], now: Date): T[] {
  const at = now.getTime();
  return cards
    .filter((card) => dueTime(card) <= at)
    .sort((a, b) => dueTime(a) - dueTime(b) || a.id.localeCompare(b.id));
}

/** When the next card not yet due at `now` falls due; null when there is none. */
export function nextReviewDue(cards: readonly ReviewCard[], now: Date): Date | null {
  const at = now.getTime();
  let next: number | null = null;
  for (const card of cards) {
    const time = dueTime(card);
    if (time > at && (next === null || time < next)) next = time;
  }
  return next === null ? null : new Date(next);
}
