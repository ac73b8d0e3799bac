/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { ReviewLog } from '@btb/shared-contract';
import { reviewLimits } from '@btb/shared-contract';
import { closeReviewDb } from '../storage/openReviewDb';
import { readReviewCards, storeReview, unsyncedReviewLogs } from '../storage/reviewStore';
import { setReviewLearner, syncReviews } from './reviewSync';

/** The API's review routes in memory: logs by id, numbered in the order stored. */
function fakeServer() {
  const stored: (ReviewLog & { seq: number })[] = [];
  let status = 200;
  const respond = (body: unknown) =>
    ({
      ok: status === 200,
      status,
      statusText: String(status),
      text: () => Promise.resolve(status === 200 ? JSON.stringify(body) : '{"message":"no"}'),
    }) as Response;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    if (url.pathname !== '/api/reviews/logs') throw new TypeError('Network request failed');
    if (status !== 200) return respond(null);
    if (init?.method === 'POST') {
      const { logs } = JSON.parse(String(init.body)) as { logs: ReviewLog[] };
      expect(logs.length).toBeLessThanOrEqual(reviewLimits.logsPerPush);
      let added = 0;
      for (const log of logs) {
        if (stored.some((entry) => entry.id === log.id)) continue;
        stored.push({ ...log, seq: stored.length + 1 });
        added += 1;
      }
      return respond({ stored: added });
    }
    const after = Number(url.searchParams.get('after') ?? 0);
    const page = stored.filter((entry) => entry.seq > after).slice(0, reviewLimits.logsPerPull);
    return respond({
      logs: page.map(({ seq: _seq, ...log }) => log),
      cursor: page.at(-1)?.seq ?? after,
      more: stored.filter((entry) => entry.seq > after).length > page.length,
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    stored,
    fetchMock,
    answer: (code: number) => {
      status = code;
    },
  };
}

/** Another browser: its own IndexedDB. */
function switchDevice() {
  closeReviewDb();
  globalThis.indexedDB = new IDBFactory();
}

const lessonCode = 'DE_EN_A1_B01_L01';
const answer = (word: string, rating: 'good' | 'again', minute: number) =>
  storeReview({ lessonCode, word, rating, at: new Date(Date.UTC(2026, 10, 23, 9, minute)) });

beforeEach(() => {
  switchDevice();
  setReviewLearner(false);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('review sync', () => {
  it('sends nothing for a visitor who is not logged in', async () => {
    const server = fakeServer();
    await answer('Haus', 'good', 0);
    await syncReviews();
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(await unsyncedReviewLogs(10)).toHaveLength(1);
  });

  it('brings the reviews of one device to another after login, and both converge', async () => {
    const server = fakeServer();
    await answer('Haus', 'good', 0);
    await answer('Baum', 'again', 1);
    setReviewLearner(true);
    await syncReviews();
    expect(server.stored).toHaveLength(2);
    expect(await unsyncedReviewLogs(10)).toEqual([]);
    const phoneCards = await readReviewCards();

    switchDevice();
    await answer('Haus', 'good', 10);
    await syncReviews();
    const laptopCards = await readReviewCards();
    expect(laptopCards.map((card) => card.word).sort()).toEqual(['Baum', 'Haus']);
    expect(laptopCards.find((card) => card.word === 'Haus')?.reps).toBe(2);

    switchDevice(); // the phone again (a fresh store, as after clearing the browser)
    await syncReviews();
    const phoneAgain = await readReviewCards();
    const byId = (cards: typeof phoneCards) => [...cards].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(phoneAgain)).toEqual(byId(laptopCards));
    expect(phoneCards).toHaveLength(2);
  });

  it('sends a long backlog in pushes the API takes', async () => {
    const server = fakeServer();
    for (let i = 0; i < reviewLimits.logsPerPush + 3; i += 1) await answer(`Wort${i}`, 'good', i);
    setReviewLearner(true);
    await syncReviews();
    expect(server.stored).toHaveLength(reviewLimits.logsPerPush + 3);
    const pushes = server.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(pushes).toHaveLength(2);
  });

  it('keeps the reviews while offline and sends them with the next sync', async () => {
    const server = fakeServer();
    setReviewLearner(true);
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    await answer('Haus', 'good', 0);
    await syncReviews();
    expect(await unsyncedReviewLogs(10)).toHaveLength(1);
    globalThis.fetch = server.fetchMock as unknown as typeof fetch;
    await syncReviews();
    expect(server.stored).toHaveLength(1);
    expect(await unsyncedReviewLogs(10)).toEqual([]);
  });

  it('stops syncing when the server says the session is gone', async () => {
    const server = fakeServer();
    setReviewLearner(true);
    server.answer(401);
    await answer('Haus', 'good', 0);
    await syncReviews();
    server.answer(200);
    await syncReviews();
    expect(server.stored).toEqual([]);
    expect(await unsyncedReviewLogs(10)).toHaveLength(1);
  });
});
