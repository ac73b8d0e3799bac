import type { LearnerProgress, QuizScore } from '@btb/shared-contract';
import { heardSongLimits, quizScoreLimits } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { browserAgent, postJson } from '../testing/injectJson';
import { buildTestApp, testContext } from '../testing/testApp';
import { addressSequence, shellOrigin, testLearner } from '../testing/testLearner';
import { learnerProgressMessages } from './learnerProgressRoutes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const nextAddress = addressSequence(24);
const learner = () => testLearner('progress');

const score = (overrides: Partial<QuizScore> = {}): QuizScore => ({
  lessonCode: 'DE_EN_A1_B01_L01',
  correct: 6,
  total: 8,
  finishedAt: '2026-11-25T09:00:00.000Z',
  ...overrides,
});

/** Two songs of the catalogue, and an id it has none of. */
const catalogueSongs = async () => {
  const rows = await testContext().db.query<{ id: number; title: string }>(
    'SELECT id, song_title_public AS title FROM songs ORDER BY id LIMIT 2',
  );
  const [max] = await testContext().db.query<{ id: number }>('SELECT max(id) AS id FROM songs');
  return { songs: rows, missing: (max?.id ?? 0) + 1000 };
};

const push = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(app, '/api/progress', body, {
    remoteAddress: nextAddress(),
    headers: { cookie, origin: shellOrigin(), ...headers },
  });

const pull = (cookie: string) =>
  app.inject({
    method: 'GET',
    url: '/api/progress',
    remoteAddress: nextAddress(),
    headers: { cookie, 'user-agent': browserAgent },
  });

describe('learner progress sync', () => {
  it('holds nothing for a new account', async () => {
    const me = await learner();
    const res = await pull(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ learningPair: null, quizScores: [], heardSongs: [] });
  });

  it('keeps the pair one device chose for the next, the latest choice winning', async () => {
    const me = await learner();
    expect((await push(me.cookie, { learningPair: 'DE_EN' })).json()).toMatchObject({
      learningPair: 'DE_EN',
    });
    await push(me.cookie, { learningPair: 'none' });
    expect((await pull(me.cookie)).json<LearnerProgress>().learningPair).toBe('none');
    // A push of scores alone leaves the pair as it is.
    await push(me.cookie, { quizScores: [score()] });
    expect((await pull(me.cookie)).json<LearnerProgress>().learningPair).toBe('none');
  });

  it("keeps each lesson's better score and the later finish, whichever device sends it", async () => {
    const me = await learner();
    const L2 = 'DE_EN_A1_B01_L02';
    await push(me.cookie, {
      quizScores: [score(), score({ lessonCode: L2, correct: 2, total: 4 })],
    });
    const merged = await push(me.cookie, {
      quizScores: [
        score({ correct: 3, total: 8, finishedAt: '2026-11-26T09:00:00.000Z' }),
        score({ lessonCode: L2, correct: 4, total: 8, finishedAt: '2026-11-24T09:00:00.000Z' }),
      ],
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json<LearnerProgress>().quizScores).toEqual([
      score({ finishedAt: '2026-11-26T09:00:00.000Z' }),
      // The same share of a larger round is the better one; the earlier finish does not win.
      score({ lessonCode: L2, correct: 4, total: 8, finishedAt: '2026-11-25T09:00:00.000Z' }),
    ]);
  });

  it('keeps learners apart and skips a score that knows more than it asked', async () => {
    const [me, other] = [await learner(), await learner()];
    await push(me.cookie, { learningPair: 'EN_DE', quizScores: [score({ correct: 9 })] });
    expect((await pull(me.cookie)).json<LearnerProgress>().quizScores).toEqual([]);
    expect((await pull(other.cookie)).json()).toEqual({
      learningPair: null,
      quizScores: [],
      heardSongs: [],
    });
  });

  it('answers 401 JSON without a session, and 403 for a push from another origin', async () => {
    expect((await pull('btb_session=nobody-has-this-session-token')).statusCode).toBe(401);
    const res = await push('', { learningPair: 'DE_EN' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: learnerProgressMessages.loginRequired });
    const me = await learner();
    const evil = await push(
      me.cookie,
      { learningPair: 'DE_EN' },
      { origin: 'https://evil.example' },
    );
    expect(evil.statusCode).toBe(403);
  });

  it('keeps the songs heard with their latest time, newest first, and ignores unknown songs', async () => {
    const me = await learner();
    const { songs, missing } = await catalogueSongs();
    const [a, b] = songs as [{ id: number; title: string }, { id: number; title: string }];
    await push(me.cookie, {
      heardSongs: [
        { id: a.id, at: '2026-11-20T09:00:00.000Z' },
        { id: missing, at: '2026-11-21T09:00:00.000Z' },
      ],
    });
    // Another device heard song a earlier (its time does not move back) and song b later.
    const merged = await push(me.cookie, {
      heardSongs: [
        { id: a.id, at: '2026-11-19T09:00:00.000Z' },
        { id: b.id, at: '2026-11-22T09:00:00.000Z' },
      ],
    });
    expect(merged.statusCode).toBe(200);
    const heard = merged.json<LearnerProgress>().heardSongs;
    expect(heard.map(({ id, at }) => ({ id, at }))).toEqual([
      { id: b.id, at: '2026-11-22T09:00:00.000Z' },
      { id: a.id, at: '2026-11-20T09:00:00.000Z' },
    ]);
    expect(heard[1]).toMatchObject({
      title: a.title,
      imageUrl: expect.stringMatching(/^\/api\/image\//),
    });
    // A push of scores alone leaves them; the pull carries them.
    await push(me.cookie, { quizScores: [score()] });
    expect((await pull(me.cookie)).json<LearnerProgress>().heardSongs).toEqual(heard);
    // One push naming a song twice keeps its later time.
    const twice = await push(me.cookie, {
      heardSongs: [
        { id: b.id, at: '2026-11-24T09:00:00.000Z' },
        { id: b.id, at: '2026-11-23T09:00:00.000Z' },
      ],
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json<LearnerProgress>().heardSongs[0]).toMatchObject({
      id: b.id,
      at: '2026-11-24T09:00:00.000Z',
    });
  });

  it.each([
    ['a pair that is none', { learningPair: 'German' }],
    ['a pair in lower case', { learningPair: 'de_en' }],
    ['an empty round', { quizScores: [score({ total: 0, correct: 0 })] }],
    ['a bad time', { quizScores: [score({ finishedAt: 'yesterday' })] }],
    ['a bad lesson code', { quizScores: [score({ lessonCode: 'DE EN; drop' })] }],
    [
      'too many scores',
      { quizScores: Array.from({ length: quizScoreLimits.scoresPerPush + 1 }, () => score()) },
    ],
    ['no body shape', ['not', 'an', 'object']],
    ['a heard song without an id', { heardSongs: [{ at: '2026-11-20T09:00:00.000Z' }] }],
    ['a heard song id that is no id', { heardSongs: [{ id: -3, at: '2026-11-20T09:00:00.000Z' }] }],
    ['a heard time that is none', { heardSongs: [{ id: 1, at: '2026-02-31T09:00:00.000Z' }] }],
    [
      'a finish that is no day',
      { quizScores: [score({ finishedAt: '2026-13-01T09:00:00.000Z' })] },
    ],
    [
      'too many heard songs',
      {
        heardSongs: Array.from({ length: heardSongLimits.songsPerPush + 1 }, (_, i) => ({
          id: i + 1,
          at: '2026-11-20T09:00:00.000Z',
        })),
      },
    ],
  ])('answers a clear 400 for %s and stores nothing', async (_name, body) => {
    const me = await learner();
    const res = await push(me.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    expect((await pull(me.cookie)).json()).toEqual({
      learningPair: null,
      quizScores: [],
      heardSongs: [],
    });
  });
});
