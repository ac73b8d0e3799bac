import { publishNavBadge } from '@btb/shared-store';
import { readReviewCards } from '../storage/reviewStore';
import { onReviewStoreChange } from '../storage/reviewStoreChanges';
import { hasIndexedDb } from '../storage/openReviewDb';
import { dueReviewCards, nextReviewDue } from './dueCards';

/** The nav badge `mf-review`'s registry entry names: how many cards are due now. */
export const reviewDueBadge = 'review.due';

/** The longest a browser timer waits (about 24.8 days); a later due time is reached in steps. */
const longestTimerMs = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;
let again = false;
let stopListening: (() => void) | null = null;

async function publishOnce(): Promise<void> {
  const cards = await readReviewCards();
  const now = new Date();
  publishNavBadge(reviewDueBadge, dueReviewCards(cards, now).length);
  if (timer) clearTimeout(timer);
  timer = null;
  const next = nextReviewDue(cards, now);
  if (next) {
    // The moment the next card falls due, the count goes up without a review or a reload.
    const wait = Math.min(Math.max(next.getTime() - Date.now(), 0) + 50, longestTimerMs);
    timer = setTimeout(() => void refreshReviewDueBadge(), wait);
  }
}

/** Recounts the due cards and publishes the count (one count at a time; a change meanwhile recounts). */
export function refreshReviewDueBadge(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await publishOnce();
      } while (again);
    } catch (error) {
      console.warn('The due count could not be read.', error);
    } finally {
      running = null;
    }
  })();
  return running;
}

/**
 * Keeps the nav badge of due cards current on every page: counted once now, again on every change
 * of the store (a quiz answer, a review, a sync) and when the next card falls due. Browser only.
 */
export function startReviewDueBadge(): () => void {
  if (!hasIndexedDb()) return () => undefined;
  stopListening ??= onReviewStoreChange(() => void refreshReviewDueBadge());
  void refreshReviewDueBadge();
  return () => {
    stopListening?.();
    stopListening = null;
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
