import type { ReviewLog, ReviewPullResponse } from '@btb/shared-contract';
import { reviewLimits } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { browserAgent, postJson } from '../testing/injectJson';
import { buildTestApp } from '../testing/testApp';
import { addressSequence, shellOrigin, testLearner } from '../testing/testLearner';
import { reviewMessages } from './reviewRoutes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const nextAddress = addressSequence(20);
const learner = () => testLearner('reviews');

let logNumber = 0;
function log(overrides: Partial<ReviewLog> = {}): ReviewLog {
  logNumber += 1;
  return {
    id: `log-${String(logNumber).padStart(6, '0')}`,
    lessonCode: 'DE_EN_A1_B01_L01',
    word: 'Haus',
    rating: 'good',
    reviewedAt: new Date(Date.UTC(2026, 10, 20, 10, 0, logNumber)).toISOString(),
    ...overrides,
  };
}

const push = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(app, '/api/reviews/logs', body, {
    remoteAddress: nextAddress(),
    headers: { cookie, origin: shellOrigin(), ...headers },
  });

const pull = (cookie: string, after?: number | string) =>
  app.inject({
    method: 'GET',
    url: `/api/reviews/logs${after === undefined ? '' : `?after=${after}`}`,
    remoteAddress: nextAddress(),
    headers: { cookie, 'user-agent': browserAgent },
  });

describe('review log sync', () => {
  it('gives back what a device pushed, with a cursor that skips it next time', async () => {
    const me = await learner();
    const logs = [log(), log({ rating: 'again', word: 'Baum' })];
    const pushed = await push(me.cookie, { logs });
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json()).toEqual({ stored: 2 });

    const first = (await pull(me.cookie)).json<ReviewPullResponse>();
    expect(first.logs).toEqual(logs);
    expect(first.more).toBe(false);
    const next = (await pull(me.cookie, first.cursor)).json<ReviewPullResponse>();
    expect(next).toEqual({ logs: [], cursor: first.cursor, more: false });
  });

  it('counts a log pushed twice once, and two devices both keep their reviews', async () => {
    const me = await learner();
    const phone = [log(), log()];
    const laptop = [log(), phone[0] as ReviewLog];
    expect((await push(me.cookie, { logs: phone })).json()).toEqual({ stored: 2 });
    expect((await push(me.cookie, { logs: laptop })).json()).toEqual({ stored: 1 });
    expect((await push(me.cookie, { logs: [...phone, ...phone] })).json()).toEqual({ stored: 0 });
    const { logs } = (await pull(me.cookie)).json<ReviewPullResponse>();
    expect(logs.map((entry) => entry.id).sort()).toEqual(
      [...new Set([...phone, ...laptop].map((entry) => entry.id))].sort(),
    );
  });

  it('pushes from two devices at once lose nothing and a cursor misses nothing', async () => {
    const me = await learner();
    const batches = Array.from({ length: 4 }, () => [log(), log(), log()]);
    const { cursor } = (await pull(me.cookie)).json<ReviewPullResponse>();
    await Promise.all(batches.map((logs) => push(me.cookie, { logs })));
    const after = (await pull(me.cookie, cursor)).json<ReviewPullResponse>();
    expect(after.logs).toHaveLength(12);
  });

  it('keeps learners apart', async () => {
    const [me, other] = [await learner(), await learner()];
    await push(me.cookie, { logs: [log({ word: 'geheim' })] });
    const theirs = (await pull(other.cookie)).json<ReviewPullResponse>();
    expect(theirs.logs).toEqual([]);
  });

  it('pages a long history', async () => {
    const me = await learner();
    const many = Array.from({ length: reviewLimits.logsPerPull + 5 }, () => log());
    for (let i = 0; i < many.length; i += reviewLimits.logsPerPush) {
      await push(me.cookie, { logs: many.slice(i, i + reviewLimits.logsPerPush) });
    }
    const first = (await pull(me.cookie)).json<ReviewPullResponse>();
    expect(first.logs).toHaveLength(reviewLimits.logsPerPull);
    expect(first.more).toBe(true);
    const rest = (await pull(me.cookie, first.cursor)).json<ReviewPullResponse>();
    expect(rest.logs).toHaveLength(5);
    expect(rest.more).toBe(false);
  });

  it('answers 401 JSON without a session, for pull and push', async () => {
    expect((await pull('btb_session=nobody-has-this-session-token')).statusCode).toBe(401);
    const res = await push('', { logs: [log()] });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: reviewMessages.loginRequired });
  });

  it('refuses a push from another origin (CSRF)', async () => {
    const me = await learner();
    const res = await push(me.cookie, { logs: [log()] }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['no logs', { logs: [] }],
    ['too many logs', { logs: Array.from({ length: reviewLimits.logsPerPush + 1 }, () => log()) }],
    ['an unknown rating', { logs: [log({ rating: 'maybe' as ReviewLog['rating'] })] }],
    ['a word too long', { logs: [log({ word: 'x'.repeat(reviewLimits.wordLength + 1) })] }],
    ['a bad lesson code', { logs: [log({ lessonCode: 'DE EN; drop' })] }],
    ['a bad time', { logs: [log({ reviewedAt: 'yesterday' })] }],
    ['a bad id', { logs: [log({ id: 'short' })] }],
    ['no body shape', ['not', 'an', 'object']],
  ])('answers a clear 400 for %s', async (_name, body) => {
    const me = await learner();
    const res = await push(me.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  it('answers 400 for a bad cursor', async () => {
    const me = await learner();
    expect((await pull(me.cookie, -1)).statusCode).toBe(400);
    expect((await pull(me.cookie, 'abc')).statusCode).toBe(400);
  });
});
