import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { browserStorageKeys, type ReviewLog } from '@btb/shared-contract';
import type { ReviewCard } from '@btb/shared-fsrs';
import type { QuizScore } from '../quizScores/quizScore';

/** The browser database of the reviews, named where the privacy page lists what is stored. */
export const reviewDbName = browserStorageKeys.reviews;

/** A log as this browser keeps it: `synced` 1 once the server has it (IndexedDB indexes no booleans). */
export interface StoredReviewLog extends ReviewLog {
  synced: 0 | 1;
}

/** `cursor:<account>`: how far this browser pulled each account's logs (the server numbers per account). */
export type ReviewMetaKey = 'cardsStale' | `cursor:${string}`;

export interface ReviewDbSchema extends DBSchema {
  logs: {
    key: string;
    value: StoredReviewLog;
    indexes: { bySynced: 0 | 1; byCard: [string, string] };
  };
  cards: { key: string; value: ReviewCard; indexes: { byDue: string } };
  meta: { key: ReviewMetaKey; value: { key: ReviewMetaKey; value: number | boolean } };
  /** Each lesson's best finished quiz (issue 34): what the book overview shows. */
  quizScores: { key: string; value: QuizScore };
}

type UpgradeTransaction = IDBPTransaction<
  ReviewDbSchema,
  StoreNames<ReviewDbSchema>[],
  'versionchange'
>;

/**
 * The schema's history: migration `n` brings a database from version `n` to `n + 1`. A migration
 * only changes stores and indexes (it runs inside the upgrade transaction, which closes at the first
 * await of anything else); data derived from the logs is marked stale and rebuilt after opening.
 */
const migrations: ((db: IDBPDatabase<ReviewDbSchema>, tx: UpgradeTransaction) => void)[] = [
  // 0 → 1: the logs and the sync cursor.
  (db) => {
    db.createObjectStore('logs', { keyPath: 'id' }).createIndex('bySynced', 'synced');
    db.createObjectStore('meta', { keyPath: 'key' });
  },
  // 1 → 2: each card's schedule kept beside its logs, so a review page reads due cards directly.
  (db, tx) => {
    tx.objectStore('logs').createIndex('byCard', ['lessonCode', 'word']);
    db.createObjectStore('cards', { keyPath: 'id' }).createIndex('byDue', 'due');
    void tx.objectStore('meta').put({ key: 'cardsStale', value: true });
  },
  // 2 → 3: each lesson's best quiz score.
  (db) => {
    db.createObjectStore('quizScores', { keyPath: 'lessonCode' });
  },
];

export const reviewDbVersion = migrations.length;

/** Runs the migrations from `oldVersion` up to `newVersion` (this code's, or an older one in tests). */
export function upgradeReviewDb(
  db: IDBPDatabase<ReviewDbSchema>,
  oldVersion: number,
  newVersion: number,
  tx: UpgradeTransaction,
): void {
  for (let version = oldVersion; version < newVersion; version += 1) {
    migrations[version]?.(db, tx);
  }
}
