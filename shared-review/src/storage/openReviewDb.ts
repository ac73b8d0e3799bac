import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import {
  reviewDbName,
  reviewDbVersion,
  upgradeReviewDb,
  type ReviewDbSchema,
} from './reviewSchema';
import { reviewStoreChanged } from './reviewStoreChanges';

export type ReviewDb = IDBPDatabase<ReviewDbSchema>;

type ResetListener = (reason: unknown) => void;
const resetListeners = new Set<ResetListener>();

/** Called when the stored reviews could not be read and were reset (to tell the learner). */
export function onReviewStoreReset(listener: ResetListener): () => void {
  resetListeners.add(listener);
  return () => {
    resetListeners.delete(listener);
  };
}

/** Whether this environment has IndexedDB (not the server renderer, not some old browsers). */
export function hasIndexedDb(): boolean {
  try {
    return typeof indexedDB !== 'undefined' && indexedDB !== null;
  } catch {
    return false;
  }
}

async function openOnce(): Promise<ReviewDb> {
  const db = await openDB<ReviewDbSchema>(reviewDbName, reviewDbVersion, {
    upgrade: (database, oldVersion, newVersion, tx) =>
      upgradeReviewDb(database, oldVersion, newVersion ?? reviewDbVersion, tx),
  });
  // Another tab with newer code wants to upgrade: let it, this page reopens on its next use.
  db.addEventListener('versionchange', () => {
    db.close();
    opening = null;
  });
  return db;
}

/**
 * Deletes the database and says so: in the console always, to the learner through the listeners.
 * An open connection closes itself when asked (its `versionchange`), so the delete is not blocked.
 */
export async function resetReviewDb(reason: unknown): Promise<void> {
  console.error('The review store could not be read; it was reset.', reason);
  try {
    await deleteDB(reviewDbName);
  } catch (error) {
    console.error('The review store could not be deleted.', error);
  }
  for (const listener of resetListeners) listener(reason);
  reviewStoreChanged();
}

let opening: Promise<ReviewDb | null> | null = null;

/**
 * The review database, opened once per page; null where there is none (no IndexedDB, or it still
 * fails after a reset, e.g. private mode of an old browser). A store that cannot be opened (a newer
 * version than this code, a broken file) is reported and reset, never thrown at a caller.
 */
export function reviewDb(): Promise<ReviewDb | null> {
  if (!hasIndexedDb()) return Promise.resolve(null);
  opening ??= (async () => {
    try {
      return await openOnce();
    } catch (error) {
      await resetReviewDb(error);
      try {
        return await openOnce();
      } catch (again) {
        console.error('The review store is not available; reviews are not kept.', again);
        return null;
      }
    }
  })();
  return opening;
}

/** Forgets the open database (tests, and after a reset). */
export function closeReviewDb(): void {
  void opening?.then((db) => db?.close());
  opening = null;
}
