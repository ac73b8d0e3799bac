import type { ContinueSummary, LearnerProgress, ReviewLog } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { countingDb } from '../testing/countingDb';
import { browserAgent, postJson } from '../testing/injectJson';
import { buildTestApp, testContext } from '../testing/testApp';
import { addressSequence, shellOrigin, testLearner } from '../testing/testLearner';
import { readContinueSummary } from './continueSummaryStore';
import { learnerProgressMessages } from './learnerProgressRoutes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const nextAddress = addressSequence(26);
const learner = () => testLearner('continue');

/** Two lessons of the DE_EN plan with their songs, and a lesson of another subject. */
async function lessons() {
  const rows = await testContext().db.query<{ code: string; subject: string; songs: number[] }>(
    `SELECT q.str_code AS code, b.subject_key AS subject,
       ARRAY(SELECT s.id FROM songs s WHERE s.sequence_id = q.id ORDER BY s.id) AS songs
     FROM sequences q JOIN books b ON b.id = q.book_id
     ORDER BY b.subject_key <> 'DE_EN', b.level, b.book_no, q.lesson_no`,
  );
  const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
  const other = rows.find((row) => row.subject !== 'DE_EN');
  return { first, second, other };
}

const headers = (cookie: string) => ({ cookie, origin: shellOrigin(), 'user-agent': browserAgent });
const post = (cookie: string, url: string, body: unknown) =>
  postJson(app, url, body, { remoteAddress: nextAddress(), headers: headers(cookie) });
const summary = (cookie: string, subject = 'DE_EN') =>
  app.inject({
    method: 'GET',
    url: `/api/progress/continue?subject=${subject}`,
    remoteAddress: nextAddress(),
    headers: headers(cookie),
  });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
let logNo = 0;
const log = (lessonCode: string, word: string, reviewedAt: string): ReviewLog => {
  logNo += 1;
  return {
    id: `continue-${String(logNo).padStart(6, '0')}`,
    lessonCode,
    word,
    rating: 'again',
    reviewedAt,
  };
};

describe('GET /api/progress/continue', () => {
  it('sums up the cards, scores and heard songs of the subject without shipping a log', async () => {
    const me = await learner();
    const { first, second, other } = await lessons();
    const [t30, t28, t26, t25, t24, t23, t22] = [30, 28, 26, 25, 24, 23, 22].map(hoursAgo);
    // Three answers of one word (one card) and one of another in the second lesson: an "again"
    // a day ago is due again now. The first lesson's quiz was finished, one of its songs heard.
    const pushed = await post(me.cookie, '/api/reviews/logs', {
      logs: [
        log(second.code, 'Telefon', t26 as string),
        log(second.code, 'Telefon', t25 as string),
        log(second.code, 'Telefon', t24 as string),
        log(second.code, 'Handy', t23 as string),
        ...(other ? [log(other.code, 'phone', t22 as string)] : []),
      ],
    });
    expect(pushed.json()).toEqual({ stored: other ? 5 : 4 });
    const heardSongs = first.songs.slice(0, 1).map((id) => ({ id, at: t28 as string }));
    const quizScores = [
      { lessonCode: first.code, correct: 3, total: 4, finishedAt: t30 as string },
    ];
    await post(me.cookie, '/api/progress', { quizScores, heardSongs });

    const res = await summary(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<ContinueSummary>();
    // Only the subject's lessons; the due count is every subject's, as the review page counts.
    expect(body.lessons).toEqual([
      { lessonCode: second.code, learned: 2, due: 2, lastReview: t23 },
    ]);
    expect(body).toMatchObject({ quizScores, heardSongs, due: other ? 3 : 2 });
  });

  it('builds the cards of logs stored before the card table once, on the first ask', async () => {
    const me = await learner();
    const { second } = await lessons();
    const reviewedAt = hoursAgo(48);
    const { db } = testContext();
    await db.query(
      `INSERT INTO review_logs (user_id, id, seq, lesson_code, word, rating, reviewed_at)
       VALUES ($1, 'continue-old-0001', 1, $2, 'Stuhl', 'good', $3)`,
      [me.userId, second.code, reviewedAt],
    );
    const body = (await summary(me.cookie)).json<ContinueSummary>();
    expect(body.lessons).toEqual([
      { lessonCode: second.code, learned: 1, due: expect.any(Number), lastReview: reviewedAt },
    ]);
    // A later push updates the built cards (the new word joins, the old card stays).
    await post(me.cookie, '/api/reviews/logs', { logs: [log(second.code, 'Tisch', hoursAgo(1))] });
    expect((await summary(me.cookie)).json<ContinueSummary>().lessons[0]?.learned).toBe(2);
  });

  it('gives the heard songs as the account keeps them, from their own table alone', async () => {
    const me = await learner();
    const { db } = testContext();
    const songs = await db.query<{ id: number }>('SELECT id FROM songs ORDER BY id DESC LIMIT 4');
    // Two songs heard at the same time: the lower id first, as the account's list orders them.
    const times = ['2026-11-20T09:00:00.000Z', '2026-11-22T09:00:00.000Z'];
    const heardSongs = songs.map(({ id }, i) => ({ id, at: times[i % 2] as string }));
    await post(me.cookie, '/api/progress', { heardSongs });
    const pulled = await app.inject({
      method: 'GET',
      url: '/api/progress',
      remoteAddress: nextAddress(),
      headers: headers(me.cookie),
    });
    const kept = pulled.json<LearnerProgress>().heardSongs.map(({ id, at }) => ({ id, at }));
    expect(kept).toHaveLength(songs.length);
    const counting = countingDb(db);
    const body = await readContinueSummary(counting.db, me.userId, 'DE_EN');
    expect(body.heardSongs).toEqual(kept);
    expect(counting.statements.filter((sql) => /\bsongs\b/.test(sql))).toEqual([]);
  });

  it('holds nothing for a new account and answers 401 to a visitor', async () => {
    const me = await learner();
    expect((await summary(me.cookie)).json()).toEqual({
      at: expect.any(String),
      lessons: [],
      quizScores: [],
      heardSongs: [],
      due: 0,
    });
    const visitor = await summary('');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: learnerProgressMessages.loginRequired });
  });

  it.each(['', 'DE', 'DE_EN_A1', "DE'--"])(
    'answers a clear 400 for subject %j',
    async (subject) => {
      const me = await learner();
      const res = await summary(me.cookie, encodeURIComponent(subject));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    },
  );
});
