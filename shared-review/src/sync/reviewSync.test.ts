/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { LearnerProgressPush, QuizScore, ReviewLog } from '@btb/shared-contract';
import { quizScoreLimits, reviewLimits } from '@btb/shared-contract';
import { mergedScore } from '../quizScores/quizScore';
import { readQuizScores, storeQuizScore } from '../quizScores/quizScores';
import { closeReviewDb } from '../storage/openReviewDb';
import { readReviewCards, storeReview, unsyncedReviewLogs } from '../storage/reviewStore';
import { setReviewLearner, syncReviews } from './reviewSync';

/**
 * The API's review and progress routes in memory: each account's logs by id, numbered in the order
 * stored, and its quiz scores by lesson.
 */
function fakeServer() {
  const accounts = new Map<string, (ReviewLog & { seq: number })[]>();
  const scoresOf = new Map<string, Map<string, QuizScore>>();
  let stored: (ReviewLog & { seq: number })[] = [];
  let scores = new Map<string, QuizScore>();
  const logIn = (account: string) => {
    stored = accounts.get(account) ?? [];
    accounts.set(account, stored);
    scores = scoresOf.get(account) ?? new Map();
    scoresOf.set(account, scores);
  };
  logIn('learner@example.com');
  let status = 200;
  const respond = (body: unknown) =>
    ({
      ok: status === 200,
      status,
      statusText: String(status),
      headers: new Headers(status === 503 ? { 'Retry-After': '3' } : {}),
      text: () => Promise.resolve(status === 200 ? JSON.stringify(body) : '{"message":"no"}'),
    }) as Response;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    if (status !== 200) return respond(null);
    if (url.pathname === '/api/progress' && init?.method === 'POST') {
      const { quizScores = [] } = JSON.parse(String(init.body)) as LearnerProgressPush;
      expect(quizScores.length).toBeLessThanOrEqual(quizScoreLimits.scoresPerPush);
      for (const score of quizScores) {
        const known = scores.get(score.lessonCode);
        scores.set(score.lessonCode, known ? mergedScore(known, score) : score);
      }
      return respond({ learningPair: null, quizScores: [...scores.values()] });
    }
    if (url.pathname !== '/api/reviews/logs') throw new TypeError('Network request failed');
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
    get stored() {
      return stored;
    },
    get scores() {
      return [...scores.values()];
    },
    logIn,
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
  setReviewLearner(null);
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
    setReviewLearner('learner@example.com');
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

  it("brings one device's quiz scores to another; each lesson keeps its better round", async () => {
    const server = fakeServer();
    const L2 = 'DE_EN_A1_B01_L02';
    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9));
    await storeQuizScore({ lessonCode, correct: 7, total: 8, at: at(20) });
    setReviewLearner('learner@example.com');
    await syncReviews();
    expect(server.scores).toEqual([
      { lessonCode, correct: 7, total: 8, finishedAt: at(20).toISOString() },
    ]);

    switchDevice();
    await storeQuizScore({ lessonCode, correct: 2, total: 8, at: at(22) });
    await storeQuizScore({ lessonCode: L2, correct: 3, total: 4, at: at(21) });
    await syncReviews();
    const expected = [
      { lessonCode, correct: 7, total: 8, finishedAt: at(22).toISOString() },
      { lessonCode: L2, correct: 3, total: 4, finishedAt: at(21).toISOString() },
    ];
    expect(await readQuizScores()).toEqual(expected);
    expect(server.scores).toEqual(expected);
  });

  it('takes only what reads as a score from the server', async () => {
    const server = fakeServer();
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/progress')
        ? ({
            ok: true,
            status: 200,
            text: () =>
              Promise.resolve(
                JSON.stringify({
                  learningPair: 'nonsense',
                  quizScores: [
                    { lessonCode, correct: 9, total: 4, finishedAt: '2026-11-20T09:00:00.000Z' },
                    { lessonCode: 'x y', correct: 1, total: 4, finishedAt: 'now' },
                    { lessonCode, correct: 1, total: 4, finishedAt: '2026-11-20T09:00:00.000Z' },
                  ],
                }),
              ),
          } as Response)
        : server.fetchMock(input, init),
    ) as typeof fetch;
    setReviewLearner('learner@example.com');
    await syncReviews();
    expect(await readQuizScores()).toEqual([
      { lessonCode, correct: 1, total: 4, finishedAt: '2026-11-20T09:00:00.000Z' },
    ]);
  });

  it('pulls each account from its own cursor on a shared browser', async () => {
    const server = fakeServer();
    // Another account reviewed a word on its own device: its log number 1.
    server.logIn('other@example.com');
    await answer('Katze', 'again', 0);
    setReviewLearner('other@example.com');
    await syncReviews();
    setReviewLearner(null);

    // On this browser the first account syncs three logs: its cursor is 3.
    switchDevice();
    server.logIn('learner@example.com');
    for (let i = 0; i < 3; i += 1) await answer(`Wort${i}`, 'good', i + 1);
    setReviewLearner('learner@example.com');
    await syncReviews();
    setReviewLearner(null);

    // The other account logs in here: its log 1 comes although the browser was at 3.
    server.logIn('other@example.com');
    setReviewLearner('other@example.com');
    await syncReviews();
    expect((await readReviewCards()).map((card) => card.word)).toContain('Katze');
    // The first account's logs, already on its server, are not given to the other.
    expect(server.stored.map((log) => log.word)).toEqual(['Katze']);
  });

  it('sends a long backlog in pushes the API takes', async () => {
    const server = fakeServer();
    for (let i = 0; i < reviewLimits.logsPerPush + 3; i += 1) await answer(`Wort${i}`, 'good', i);
    setReviewLearner('learner@example.com');
    await syncReviews();
    expect(server.stored).toHaveLength(reviewLimits.logsPerPush + 3);
    const pushes = server.fetchMock.mock.calls.filter(
      ([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/reviews/logs'),
    );
    expect(pushes).toHaveLength(2);
  });

  it('keeps the reviews while offline and sends them with the next sync', async () => {
    const server = fakeServer();
    setReviewLearner('learner@example.com');
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
    setReviewLearner('learner@example.com');
    server.answer(401);
    await answer('Haus', 'good', 0);
    await syncReviews();
    server.answer(200);
    await syncReviews();
    expect(server.stored).toEqual([]);
    expect(await unsyncedReviewLogs(10)).toHaveLength(1);
  });

  it('sends the reviews again when a 503 said when, with nothing more from the learner', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    try {
      const server = fakeServer();
      server.answer(503);
      setReviewLearner('learner@example.com');
      await answer('Haus', 'good', 0);
      await syncReviews();
      expect(await unsyncedReviewLogs(10)).toHaveLength(1);
      server.answer(200);
      // IndexedDB answers on setImmediate, which stays real: let the scheduled sync run out.
      const settle = async () => {
        for (let i = 0; i < 100; i += 1) await new Promise((resolve) => setImmediate(resolve));
      };
      await jest.advanceTimersByTimeAsync(2999);
      await settle();
      expect(server.stored).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await settle();
      expect(server.stored).toHaveLength(1);
      expect(await unsyncedReviewLogs(10)).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
