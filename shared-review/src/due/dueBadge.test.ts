/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { publishNavBadge } from '@btb/shared-store';
import { closeReviewDb } from '../storage/openReviewDb';
import { storeReview } from '../storage/reviewStore';
import { refreshReviewDueBadge, reviewDueBadge, startReviewDueBadge } from './dueBadge';

jest.mock('@btb/shared-store', () => ({
  ...jest.requireActual<object>('@btb/shared-store'),
  publishNavBadge: jest.fn(),
}));

const lessonCode = 'DE_EN_A1_B01_L01';
const day = 24 * 3600_000;
const published = jest.mocked(publishNavBadge);
const lastCount = () => published.mock.calls.at(-1);

beforeEach(() => {
  closeReviewDb();
  globalThis.indexedDB = new IDBFactory();
  published.mockClear();
});

async function settled(): Promise<void> {
  // The store's change starts a recount; wait for it (and any recount it queued) to finish.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await refreshReviewDueBadge();
}

/** Lets the store's (unfaked) callbacks run until `done` holds, at most 200 turns. */
async function turnsUntil(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !done(); turn++) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the nav badge of due cards', () => {
  it('publishes the due count at start and again after every review', async () => {
    const stop = startReviewDueBadge();
    await settled();
    expect(lastCount()).toEqual([reviewDueBadge, 0]);

    // Answered three days ago and known: due by now.
    await storeReview({
      lessonCode,
      word: 'Baum',
      rating: 'good',
      at: new Date(Date.now() - 3 * day),
    });
    await storeReview({
      lessonCode,
      word: 'Haus',
      rating: 'good',
      at: new Date(Date.now() - 3 * day),
    });
    await settled();
    expect(lastCount()).toEqual([reviewDueBadge, 2]);

    // Reviewed now: no longer due.
    await storeReview({ lessonCode, word: 'Baum', rating: 'good' });
    await settled();
    expect(lastCount()).toEqual([reviewDueBadge, 1]);
    stop();
  });

  it('counts a card as due once its due time passes, without a new review', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    try {
      await storeReview({ lessonCode, word: 'Haus', rating: 'good' });
      const stop = startReviewDueBadge();
      await jest.advanceTimersByTimeAsync(0);
      await refreshReviewDueBadge();
      expect(lastCount()).toEqual([reviewDueBadge, 0]);
      // Only the badge's own timer recounts here: nothing else is called.
      await jest.advanceTimersByTimeAsync(day + 60_000);
      await turnsUntil(() => lastCount()?.[1] === 1);
      expect(lastCount()).toEqual([reviewDueBadge, 1]);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
