/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import type { ReviewLog } from '@btb/shared-contract';
import { cardId } from '@btb/shared-fsrs';
import { withFreshReviewDb } from '../testing/freshReviewDb';
import { closeReviewDb, onReviewStoreReset } from './openReviewDb';
import {
  mergeReviewLogs,
  readReviewCards,
  readReviewLogs,
  storeReview,
  unsyncedReviewLogs,
} from './reviewStore';
import {
  reviewDbName,
  reviewDbVersion,
  upgradeReviewDb,
  type ReviewDbSchema,
} from './reviewSchema';

const lessonCode = 'DE_EN_A1_B01_L01';
const start = Date.UTC(2026, 10, 23, 9, 0, 0);
const minutes = (n: number) => n * 60_000;

withFreshReviewDb();

let next = 0;
function log(overrides: Partial<ReviewLog> = {}): ReviewLog {
  next += 1;
  return {
    id: `device-log-${String(next).padStart(4, '0')}`,
    lessonCode,
    word: 'Haus',
    rating: 'good',
    reviewedAt: new Date(start + minutes(next)).toISOString(),
    ...overrides,
  };
}

describe('the review store', () => {
  it('keeps each answer as a log and the card with its schedule', async () => {
    const card = await storeReview({
      lessonCode,
      word: 'Haus',
      rating: 'again',
      at: new Date(start),
    });
    expect(card).toMatchObject({ id: cardId({ lessonCode, word: 'Haus' }), state: 'learning' });
    expect(await readReviewCards()).toEqual([card]);
    expect(await unsyncedReviewLogs(10)).toEqual([
      expect.objectContaining({ lessonCode, word: 'Haus', rating: 'again' }),
    ]);
  });

  it('keeps no review of a card the server would refuse', async () => {
    expect(
      await storeReview({ lessonCode: 'not a code', word: 'Haus', rating: 'good' }),
    ).toBeNull();
    expect(await storeReview({ lessonCode, word: '   ', rating: 'good' })).toBeNull();
    expect(await readReviewLogs()).toEqual([]);
  });

  it('does nothing, safely, where there is no IndexedDB (server render, old browsers)', async () => {
    // @ts-expect-error -- the environment without IndexedDB
    delete globalThis.indexedDB;
    expect(await storeReview({ lessonCode, word: 'Haus', rating: 'good' })).toBeNull();
    expect(await readReviewCards()).toEqual([]);
    expect(await mergeReviewLogs([log()], { synced: true })).toBe(0);
  });
});

describe('merging two devices’ logs', () => {
  const phone = [log(), log({ rating: 'again' }), log({ word: 'Baum' })];
  const laptop = [log(), log({ word: 'Baum', rating: 'again' })];

  async function mergedIn(...batches: ReviewLog[][]) {
    closeReviewDb();
    globalThis.indexedDB = new IDBFactory();
    for (const batch of batches) await mergeReviewLogs(batch, { synced: true });
    const cards = await readReviewCards();
    return cards.sort((a, b) => a.id.localeCompare(b.id));
  }

  it('gives the same cards whatever order the logs arrive in', async () => {
    const one = await mergedIn(phone, laptop);
    const other = await mergedIn([...laptop].reverse(), [...phone].reverse());
    expect(other).toEqual(one);
    expect(one.find((card) => card.word === 'Haus')?.reps).toBe(3);
  });

  it('counts a log that arrives twice once', async () => {
    const once = await mergedIn(phone, laptop);
    const twice = await mergedIn(phone, laptop, phone, [...laptop, ...phone]);
    expect(twice).toEqual(once);
    expect(await readReviewLogs()).toHaveLength(phone.length + laptop.length);
  });

  it('marks an answer the server has as synced, and never loses one it lacks', async () => {
    const mine = await storeReview({ lessonCode, word: 'Haus', rating: 'good' });
    const pending = await unsyncedReviewLogs(10);
    expect(pending).toHaveLength(1);
    expect(await mergeReviewLogs(laptop, { synced: true })).toBe(laptop.length);
    expect(await unsyncedReviewLogs(10)).toEqual(pending);
    await mergeReviewLogs(pending, { synced: true });
    expect(await unsyncedReviewLogs(10)).toEqual([]);
    const haus = (await readReviewCards()).find((card) => card.word === 'Haus');
    expect(haus?.reps).toBe((mine?.reps ?? 0) + 1);
  });

  it('drops what is not a log', async () => {
    const added = await mergeReviewLogs(
      [log({ rating: 'maybe' as ReviewLog['rating'] }), { id: 42 }, null, log()],
      { synced: true },
    );
    expect(added).toBe(1);
  });
});

describe('the stored schema', () => {
  it('migrates a version 1 store: its logs are kept and their cards computed', async () => {
    const old = await openDB<ReviewDbSchema>(reviewDbName, 1, {
      upgrade: (db, oldVersion, newVersion, tx) =>
        upgradeReviewDb(db, oldVersion, newVersion ?? 1, tx),
    });
    const logs = [log(), log({ rating: 'again' }), log({ word: 'Baum' })];
    for (const entry of logs) await old.put('logs', { ...entry, synced: 1 });
    await old.put('meta', { key: 'cursor:learner@example.com', value: 7 });
    old.close();

    const cards = await readReviewCards();
    expect(cards.map((card) => [card.word, card.reps]).sort()).toEqual([
      ['Baum', 1],
      ['Haus', 2],
    ]);
    const db = await openDB(reviewDbName);
    expect(db.version).toBe(reviewDbVersion);
    expect(await db.get('meta', 'cursor:learner@example.com')).toEqual({
      key: 'cursor:learner@example.com',
      value: 7,
    });
    db.close();
  });

  it('drops a corrupt log and rebuilds corrupt cards, keeping the rest', async () => {
    await mergeReviewLogs([log(), log({ word: 'Baum' })], { synced: false });
    closeReviewDb();
    const raw = await openDB(reviewDbName);
    await raw.put('logs', { id: 'broken-log-1', lessonCode, word: 42, synced: 0 });
    await raw.put('cards', { id: cardId({ lessonCode, word: 'Haus' }), due: 'soon' });
    raw.close();

    expect(await readReviewLogs()).toHaveLength(2);
    const cards = await readReviewCards();
    expect(cards.map((card) => card.word).sort()).toEqual(['Baum', 'Haus']);
    expect(console.warn).toHaveBeenCalled();
  });

  it('resets a store it cannot open (a newer version than this code), reports it, and works on', async () => {
    const newer = await openDB(reviewDbName, reviewDbVersion + 5, {
      upgrade: (db) => {
        db.createObjectStore('somethingElse');
      },
    });
    newer.close();
    const reset = jest.fn();
    const stop = onReviewStoreReset(reset);

    const card = await storeReview({ lessonCode, word: 'Haus', rating: 'good' });
    stop();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/could not be read; it was reset/),
      expect.anything(),
    );
    expect(card).toMatchObject({ word: 'Haus', reps: 1 });
    expect(await readReviewCards()).toEqual([card]);
  });

  it('resets a store whose data cannot be read at all, instead of failing the answer', async () => {
    await storeReview({ lessonCode, word: 'Haus', rating: 'good' });
    closeReviewDb();
    // A store of the right version without its indexes: every read of a card's logs fails.
    globalThis.indexedDB = new IDBFactory();
    const broken = await openDB(reviewDbName, reviewDbVersion, {
      upgrade: (db) => {
        db.createObjectStore('logs', { keyPath: 'id' });
        db.createObjectStore('cards', { keyPath: 'id' });
        db.createObjectStore('meta', { keyPath: 'key' });
      },
    });
    broken.close();
    const reset = jest.fn();
    const stop = onReviewStoreReset(reset);
    expect(await storeReview({ lessonCode, word: 'Haus', rating: 'good' })).toBeNull();
    stop();
    expect(reset).toHaveBeenCalledTimes(1);
    // After the reset the store is whole again.
    expect(await storeReview({ lessonCode, word: 'Haus', rating: 'good' })).toMatchObject({
      reps: 1,
    });
  });
});
