import type { LearnerProgress, QuizScore } from '@btb/shared-contract';
import { quizScoreLimits } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { browserAgent, postJson } from '../testing/injectJson';
import { buildTestApp } from '../testing/testApp';
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
    expect(res.json()).toEqual({ learningPair: null, quizScores: [] });
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
    expect((await pull(other.cookie)).json()).toEqual({ learningPair: null, quizScores: [] });
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
  ])('answers a clear 400 for %s and stores nothing', async (_name, body) => {
    const me = await learner();
    const res = await push(me.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    expect((await pull(me.cookie)).json()).toEqual({ learningPair: null, quizScores: [] });
  });
});
