import type { PrivacyExport, ReviewLog } from '@btb/shared-contract';
import type { FastifyInstance } from 'fastify';
import { postJson } from '../testing/injectJson';
import { buildTestApp, testContext } from '../testing/testApp';
import { addressSequence, shellOrigin, testLearner } from '../testing/testLearner';
import { privacyLimit } from '../security/rateLimits';
import { storeReviewLogs } from '../reviews/reviewLogStore';
import { privacyMessages } from './privacyRoutes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const db = () => testContext().db;
const nextAddress = addressSequence(22);
const review: ReviewLog = {
  id: 'review-log-0001',
  lessonCode: 'DE_EN_A1_B01_L01',
  word: 'Haus',
  rating: 'good',
  reviewedAt: '2026-11-20T10:00:00.000Z',
};

/** A confirmed learner with a session, a queued e-mail and a synced review. */
async function learner() {
  const me = await testLearner('privacy');
  await db().query(
    `INSERT INTO outbox (recipient, subject, body) VALUES ($1, 'Welcome', 'Hello ${me.name}')`,
    [me.email],
  );
  await storeReviewLogs(db(), me.userId, [review]);
  return me;
}

const exportData = (cookie: string, headers: Record<string, string> = {}) =>
  postJson(
    app,
    '/api/privacy/export',
    {},
    {
      remoteAddress: nextAddress(),
      headers: { cookie, origin: shellOrigin(), ...headers },
    },
  );
const deleteData = (cookie: string, body: unknown = { confirm: true }, headers = {}) =>
  postJson(app, '/api/privacy/delete', body, {
    remoteAddress: nextAddress(),
    headers: { cookie, origin: shellOrigin(), ...headers },
  });

describe('POST /api/privacy/export', () => {
  it('downloads everything held about the learner as one JSON file, without secrets', async () => {
    const me = await learner();
    const res = await exportData(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<PrivacyExport>();
    expect(data.account).toMatchObject({ username: me.name, email: me.email, premium: false });
    expect(data.loginSessions).toHaveLength(1);
    expect(data.emails).toEqual([expect.objectContaining({ subject: 'Welcome' })]);
    expect(data.reviewLogs).toEqual([review]);
    expect(data.learnerProgress).toEqual({ learningPair: null, quizScores: [], heardSongs: [] });
    expect(Object.keys(data).sort()).toEqual(
      [
        'account',
        'emailTokens',
        'emails',
        'exportedAt',
        'learnerProgress',
        'loginSessions',
        'reviewLogs',
      ].sort(),
    );
    expect(res.body).not.toMatch(/not-a-real-hash|password|token_hash/);
  });

  it("never shows another learner's data", async () => {
    const [me, other] = [await learner(), await learner()];
    const body = (await exportData(me.cookie)).body;
    expect(body).toContain(me.email);
    expect(body).not.toContain(other.email);
    expect(body).not.toContain(other.name);
  });

  it('answers 401 JSON without a valid session', async () => {
    for (const cookie of ['', 'btb_session=abcdefghijklmnopqrstuvwxyz0123456789']) {
      const res = await exportData(cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: privacyMessages.loginRequired });
    }
  });

  it('refuses a cross-site request (CSRF)', async () => {
    const me = await learner();
    const res = await exportData(me.cookie, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
  });

  it('is rate limited per client with a JSON 429', async () => {
    const me = await learner();
    const send = () =>
      postJson(
        app,
        '/api/privacy/export',
        {},
        {
          remoteAddress: '10.22.255.1',
          headers: { cookie: me.cookie, origin: shellOrigin() },
        },
      );
    for (let i = 0; i < privacyLimit.max; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({ message: expect.any(String) });
  });
});

describe('POST /api/privacy/delete', () => {
  it('deletes the account, its sessions, e-mails and review logs, and logs out', async () => {
    const me = await learner();
    const res = await deleteData(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true, message: privacyMessages.deleted });
    expect(String(res.headers['set-cookie'])).toMatch(/^btb_session=;/);
    const left = await db().query<{ n: number }>(
      `SELECT (SELECT count(*) FROM users WHERE id = $1)
         + (SELECT count(*) FROM sessions WHERE user_id = $1)
         + (SELECT count(*) FROM outbox WHERE recipient = $2)
         + (SELECT count(*) FROM review_logs WHERE user_id = $1) AS n`,
      [me.userId, me.email],
    );
    expect(Number(left[0]?.n)).toBe(0);
  });

  it("leaves other learners' data alone", async () => {
    const [me, other] = [await learner(), await learner()];
    await deleteData(me.cookie);
    const data = (await exportData(other.cookie)).json<PrivacyExport>();
    expect(data.account.email).toBe(other.email);
    expect(data.emails).toHaveLength(1);
  });

  it('is harmless twice: the second call is a 401 JSON and nothing breaks', async () => {
    const me = await learner();
    expect((await deleteData(me.cookie)).statusCode).toBe(200);
    const again = await deleteData(me.cookie);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: privacyMessages.loginRequired });
  });

  it('needs an explicit confirmation and answers bad bodies with a JSON 400', async () => {
    const me = await learner();
    for (const body of [{}, { confirm: 'yes' }, { confirm: false }, [], 'x']) {
      const res = await deleteData(me.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringMatching(/^Invalid request/) });
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/api/privacy/delete',
      payload: '{"confirm":',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json', cookie: me.cookie, origin: shellOrigin() },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Malformed JSON body' });
    expect((await exportData(me.cookie)).statusCode).toBe(200);
  });

  it('refuses a cross-site request (CSRF) and keeps the account', async () => {
    const me = await learner();
    const res = await deleteData(me.cookie, { confirm: true }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await exportData(me.cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/privacy/forget-browser', () => {
  const forget = (cookie: string, headers: Record<string, string> = {}) =>
    postJson(
      app,
      '/api/privacy/forget-browser',
      {},
      {
        remoteAddress: nextAddress(),
        headers: { cookie, origin: shellOrigin(), ...headers },
      },
    );

  it("ends this browser's session and expires its visitor id, keeping the account", async () => {
    const me = await learner();
    const res = await forget(`${me.cookie}; btb_client=abc`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ forgotten: true });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^btb_session=;.*Path=\//),
        expect.stringMatching(/^btb_client=;.*Path=\/api\/content/),
        expect.stringMatching(/^btb_cohort=;.*Path=\//),
      ]),
    );
    expect((await exportData(me.cookie)).statusCode).toBe(401);
    const users = await db().query('SELECT id FROM users WHERE id = $1', [me.userId]);
    expect(users).toHaveLength(1);
  });

  it('works for an anonymous visitor and refuses a cross-site request', async () => {
    expect((await forget('')).json()).toEqual({ forgotten: true });
    expect((await forget('', { origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});
