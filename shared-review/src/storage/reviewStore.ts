import type { ReviewCardKey, ReviewLog, ReviewRating } from '@btb/shared-contract';
import { cardId, validReviewLog, type ReviewCard } from '@btb/shared-fsrs';
import { validReviewCard } from '../cards/validReviewCard';
import { closeReviewDb, resetReviewDb, reviewDb, type ReviewDb } from './openReviewDb';
import type { StoredReviewLog } from './reviewSchema';
import { reviewStoreChanged } from './reviewStoreChanges';

/** The scheduler (and FSRS with it) loads with the first review (or replay), not with every page. */
export const loadScheduler = () => import('@btb/shared-fsrs/scheduler');

/**
 * Runs `work` on the open database. Where there is none it answers `fallback`; a database that
 * fails to be read or written is reported and reset (the caller gets `fallback`), never a throw.
 */
export async function withDb<T>(fallback: T, work: (db: ReviewDb) => Promise<T>): Promise<T> {
  const db = await reviewDb();
  if (!db) return fallback;
  try {
    await rebuildStaleCards(db);
    return await work(db);
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'QuotaExceededError') {
      // A full disk is no corruption: keep what is stored, this answer is not kept.
      console.warn('The review store is full; this review was not kept.', error);
      return fallback;
    }
    closeReviewDb();
    await resetReviewDb(error);
    return fallback;
  }
}

/** The stored logs that pass validation; the others are reported and deleted. */
async function validLogs(db: ReviewDb, records: unknown[]): Promise<StoredReviewLog[]> {
  const valid: StoredReviewLog[] = [];
  const broken: IDBValidKey[] = [];
  for (const record of records) {
    const log = validReviewLog(record);
    const synced = (record as { synced?: unknown } | null)?.synced;
    if (log && (synced === 0 || synced === 1)) valid.push({ ...log, synced });
    else broken.push((record as { id?: IDBValidKey } | null)?.id ?? '');
  }
  if (broken.length > 0) {
    console.warn(`Dropped ${broken.length} unreadable review log(s).`);
    const tx = db.transaction('logs', 'readwrite');
    await Promise.all([...broken.map((key) => tx.store.delete(key as string)), tx.done]);
  }
  return valid;
}

/** Recomputes the cards of these keys from their logs (after a review, a merge or a migration). */
async function rebuildCards(db: ReviewDb, keys: readonly ReviewCardKey[]): Promise<ReviewCard[]> {
  const { replayCard } = await loadScheduler();
  const cards: ReviewCard[] = [];
  for (const key of new Map(keys.map((k) => [cardId(k), k])).values()) {
    const logs = await validLogs(
      db,
      await db.getAllFromIndex('logs', 'byCard', [key.lessonCode, key.word]),
    );
    const card = replayCard(logs);
    if (card) cards.push(card);
  }
  const tx = db.transaction('cards', 'readwrite');
  await Promise.all([...cards.map((card) => tx.store.put(card)), tx.done]);
  return cards;
}

/** After a migration the cards are rebuilt from all logs, once. */
async function rebuildStaleCards(db: ReviewDb): Promise<void> {
  const stale = await db.get('meta', 'cardsStale');
  if (!stale?.value) return;
  const logs = await validLogs(db, await db.getAll('logs'));
  await db.clear('cards');
  await rebuildCards(db, logs);
  await db.put('meta', { key: 'cardsStale', value: false });
}

function newLogId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

export interface ReviewAnswer extends ReviewCardKey {
  rating: ReviewRating;
  /** When it was answered; now by default. */
  at?: Date;
}

/** Keeps one answer as a review log and returns the card's new schedule (null if not kept). */
export async function storeReview(answer: ReviewAnswer): Promise<ReviewCard | null> {
  const log = validReviewLog({
    id: newLogId(),
    lessonCode: answer.lessonCode,
    word: answer.word,
    rating: answer.rating,
    reviewedAt: (answer.at ?? new Date()).toISOString(),
  });
  if (!log) return null;
  return withDb(null, async (db) => {
    await db.put('logs', { ...log, synced: 0 });
    const [card] = await rebuildCards(db, [log]);
    reviewStoreChanged();
    return card ?? null;
  });
}

/**
 * Adds logs from elsewhere (the server, another device) and reschedules their cards. A log this
 * browser already has counts once; `synced` marks them as known to the server. Returns how many
 * were new here.
 */
export async function mergeReviewLogs(
  incoming: readonly unknown[],
  { synced }: { synced: boolean },
): Promise<number> {
  const logs = incoming.map(validReviewLog).filter((log): log is ReviewLog => log !== undefined);
  if (logs.length === 0) return 0;
  return withDb(0, async (db) => {
    let added = 0;
    const tx = db.transaction('logs', 'readwrite');
    for (const log of logs) {
      const known = await tx.store.get(log.id);
      if (!known) added += 1;
      if (!known || (synced && known.synced === 0)) {
        await tx.store.put({ ...log, synced: synced || known?.synced === 1 ? 1 : 0 });
      }
    }
    await tx.done;
    await rebuildCards(db, logs);
    if (added > 0) reviewStoreChanged();
    return added;
  });
}

/** Every card this browser has reviewed, with its schedule. */
export async function readReviewCards(): Promise<ReviewCard[]> {
  return withDb([], async (db) => {
    const records: unknown[] = await db.getAll('cards');
    const cards = records.map(validReviewCard);
    if (cards.every((card): card is ReviewCard => card !== undefined)) return cards;
    // A card is only derived data: rebuild them all from the logs.
    console.warn('Unreadable review cards were rebuilt from their logs.');
    await db.put('meta', { key: 'cardsStale', value: true });
    await rebuildStaleCards(db);
    return (await db.getAll('cards')).filter((card) => validReviewCard(card) !== undefined);
  });
}

/** Every log this browser keeps (the merge test, the export of issue 20's "My learning"). */
export async function readReviewLogs(): Promise<StoredReviewLog[]> {
  return withDb([], async (db) => validLogs(db, await db.getAll('logs')));
}

/** Logs the server does not have yet, oldest first, at most `limit`. */
export async function unsyncedReviewLogs(limit: number): Promise<ReviewLog[]> {
  return withDb([], async (db) => {
    const logs = await validLogs(db, await db.getAllFromIndex('logs', 'bySynced', 0));
    return logs
      .sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt))
      .slice(0, limit)
      .map(({ synced: _synced, ...log }) => log);
  });
}

/** Marks logs as stored on the server. */
export async function markReviewLogsSynced(logs: readonly ReviewLog[]): Promise<void> {
  await mergeReviewLogs(logs, { synced: true });
}

/** The server cursor this browser pulled the account's logs up to (0: nothing pulled yet). */
export async function readReviewCursor(account: string): Promise<number> {
  return withDb(0, async (db) => {
    const value = (await db.get('meta', `cursor:${account}`))?.value;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
  });
}

export async function writeReviewCursor(account: string, cursor: number): Promise<void> {
  await withDb(undefined, async (db) => {
    await db.put('meta', { key: `cursor:${account}`, value: cursor });
  });
}
