import type { FastifyInstance } from 'fastify';
import { seededAccounts } from '../seed/seedAccounts';
import { postJson } from '../testing/injectJson';
import { buildTestApp, testContext, unique } from '../testing/testApp';
import { registrationLimit } from '../security/rateLimits';
import { registrationMessages } from './registrationRoutes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const newAccount = () => {
  const username = unique('learner');
  return {
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
  };
};

/** A registration for the seeded demo account's e-mail, which exists. */
const seededAccountBody = () => ({ ...newAccount(), email: seededAccounts[0]?.email as string });

async function tokenFromOutbox(email: string): Promise<string> {
  const mails = await testContext().db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]?.body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  return token;
}

describe('POST /api/auth/register and /api/auth/confirm-email', () => {
  it('writes the confirmation e-mail in the language of the browser that registered', async () => {
    const mailIn = async (acceptLanguage: string) => {
      const account = newAccount();
      const res = await postJson(app, '/api/auth/register', account, {
        headers: { 'accept-language': acceptLanguage },
        remoteAddress: `10.3.9.${acceptLanguage.length}`,
      });
      expect(res.statusCode).toBe(201);
      const [mail] = await testContext().db.query<{ subject: string; body: string }>(
        'SELECT subject, body FROM outbox WHERE recipient = $1',
        [account.email],
      );
      return mail;
    };
    expect(await mailIn('es-ES,es;q=0.9')).toMatchObject({
      subject: 'Confirma tu cuenta de Beat to Breakthrough',
      body: expect.stringContaining('El enlace es válido durante 48 horas.'),
    });
    expect((await mailIn('de'))?.subject).toBe('Bestätige dein Konto bei Beat to Breakthrough');
    expect((await mailIn('fr-FR,fr'))?.subject).toBe('Confirm your Beat to Breakthrough account');
  });

  it('registers unconfirmed, mails a link, confirms once, then allows login', async () => {
    const account = newAccount();
    const res = await postJson(app, '/api/auth/register', { ...account, referralCode: 'FRIEND10' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: registrationMessages.success });

    const before = await postJson(
      app,
      '/api/auth/login',
      { email: account.email, password: account.password },
      { remoteAddress: '10.3.0.1' },
    );
    expect(before.statusCode).toBe(401);
    expect(before.json().success).toBe(false);

    const token = await tokenFromOutbox(account.email);
    const stored = await testContext().db.query<{ token_hash: string }>(
      'SELECT token_hash FROM email_tokens',
    );
    expect(stored.some((row) => row.token_hash === token)).toBe(false);

    const confirm = await postJson(app, '/api/auth/confirm-email', { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({
      user: { email: account.email },
      message: registrationMessages.confirmed,
    });
    const again = await postJson(app, '/api/auth/confirm-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: registrationMessages.badToken });

    const after = await postJson(
      app,
      '/api/auth/login',
      { email: account.email, password: account.password },
      { remoteAddress: '10.3.0.1' },
    );
    expect(after.json()).toMatchObject({ success: true });
  });

  it('refuses an expired token', async () => {
    const account = newAccount();
    await postJson(app, '/api/auth/register', account);
    const token = await tokenFromOutbox(account.email);
    await testContext().db.query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 minute'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [account.email],
    );
    expect((await postJson(app, '/api/auth/confirm-email', { token })).statusCode).toBe(400);
  });

  it('answers SPEC messages for a taken e-mail or username', async () => {
    const taken = { ...newAccount(), email: seededAccounts[0].email.toUpperCase() };
    const emailRes = await postJson(app, '/api/auth/register', taken);
    expect(emailRes.statusCode).toBe(409);
    expect(emailRes.json()).toEqual({ success: false, message: registrationMessages.emailExists });
    const nameRes = await postJson(app, '/api/auth/register', {
      ...newAccount(),
      username: 'Demo',
    });
    expect(nameRes.statusCode).toBe(409);
    expect(nameRes.json().message).toBe(registrationMessages.usernameTaken);
  });

  it.each([
    ['mismatched passwords', { confirmPassword: 'something else' }],
    ['a short password', { password: 'short', confirmPassword: 'short' }],
    ['an invalid e-mail', { email: 'not-an-email' }],
    ['a bad username', { username: 'a b' }],
    ['a non-string referral code', { referralCode: 7 }],
  ])('rejects %s with 400', async (_name, change) => {
    const res = await postJson(app, '/api/auth/register', { ...newAccount(), ...change });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('rejects unknown or malformed tokens', async () => {
    expect((await postJson(app, '/api/auth/confirm-email', { token: 'nope' })).statusCode).toBe(
      400,
    );
    expect((await postJson(app, '/api/auth/confirm-email', {})).statusCode).toBe(400);
    expect((await postJson(app, '/api/auth/confirm-email', { token: ['a'] })).statusCode).toBe(400);
  });

  it('limits registrations per client, so e-mails cannot be tested at full speed', async () => {
    const register = (remoteAddress: string) =>
      postJson(app, '/api/auth/register', newAccount(), { remoteAddress });
    const codes: number[] = [];
    for (let i = 0; i < registrationLimit.max + 2; i++)
      codes.push((await register('10.8.0.1')).statusCode);
    expect(codes).toEqual([...Array(registrationLimit.max).fill(201), 429, 429]);
    const refused = await postJson(app, '/api/auth/register', seededAccountBody(), {
      remoteAddress: '10.8.0.1',
    });
    // Refused before the lookup: the answer says nothing about whether the e-mail exists.
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: registrationMessages.tooMany });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await register('10.8.0.2')).statusCode).toBe(201);
  });
});
