import type { FastifyInstance } from 'fastify';
import { seededAccounts } from '../seed/seedAccounts';
import { cookiePair, postJson } from '../testing/injectJson';
import { buildApiApp } from '../app/buildApiApp';
import { buildTestApp, testContext, unique } from '../testing/testApp';
import { loginLimits } from '../security/rateLimits';
import { hashPassword } from './passwordHash';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const [demo, premium] = seededAccounts;
const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  postJson(app, '/api/auth/login', { email, password }, { remoteAddress });
/** A confirmed account of its own, so guesses in one test touch no other test's account. */
async function registeredAccount() {
  const name = unique('owner');
  const account = { email: `${name}@example.com`, password: 'owner-password-1' };
  const { db, config } = testContext();
  await db.query(
    `INSERT INTO users (username, email, password_hash, confirmed_at) VALUES ($1, $2, $3, now())`,
    [name, account.email, await hashPassword(account.password, config.passwordHash)],
  );
  return account;
}
const me = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

describe('POST /api/auth/login', () => {
  it('logs in with a fresh HttpOnly SameSite=Lax session cookie', async () => {
    const res = await login(demo.email.toUpperCase(), demo.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Login successful!',
      email: demo.email,
      premium: false,
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^btb_session=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect((await me(cookiePair(res.headers['set-cookie']))).json()).toEqual({
      loggedIn: true,
      email: demo.email,
      premium: false,
    });
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const proxied = await buildApiApp({
      ...testContext(),
      config: { ...testContext().config, trustProxy: ['loopback', '10.0.0.0/8'] },
    });
    const res = await postJson(proxied, '/api/auth/login', demo, {
      remoteAddress: '10.0.0.3',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    await proxied.close();
  });

  it('reports premium accounts', async () => {
    const res = await login(premium.email, premium.password);
    expect(res.json()).toMatchObject({ success: true, premium: true });
  });

  it('answers 401 {success:false} for a wrong password or an unknown account', async () => {
    for (const [email, password] of [
      [demo.email, 'wrong-password'],
      [`${unique('nobody')}@example.com`, 'x'],
    ]) {
      const res = await login(email as string, password as string, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid e-mail or password.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('counts each attempt before checking the password, so concurrent guesses stay within the limit', async () => {
    const email = `${unique('victim')}@example.com`;
    const guesses = await Promise.all(
      Array.from({ length: 30 }, () => login(email, 'guess', '10.1.0.1')),
    );
    const codes = guesses.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(loginLimits.accountAndAddress.max);
    expect(codes.filter((code) => code === 429)).toHaveLength(
      30 - loginLimits.accountAndAddress.max,
    );
    const blocked = guesses.find((res) => res.statusCode === 429);
    expect(blocked?.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked?.json()).toEqual({
      success: false,
      message: 'Too many failed login attempts. Please try again later.',
    });
  });

  it('never locks the owner out because a stranger guessed their password', async () => {
    const { email, password } = await registeredAccount();
    for (let i = 0; i < 40; i++) await login(email, 'guess', '10.3.0.1');
    expect((await login(email, password, '10.3.0.1')).statusCode).toBe(429);
    // The owner, from their own address, logs in as usual.
    expect((await login(email, password, '10.3.0.2')).statusCode).toBe(200);
  });

  it('slows one account down across addresses with a wider, slower limit', async () => {
    const email = `${unique('spread')}@example.com`;
    const perAddress = loginLimits.accountAndAddress.max;
    const addresses = Math.ceil(loginLimits.account.max / perAddress) + 1;
    const codes: number[] = [];
    for (let a = 0; a < addresses; a++)
      for (let i = 0; i < perAddress; i++)
        codes.push((await login(email, 'guess', `10.4.${a}.1`)).statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(loginLimits.account.max);
    expect(codes.slice(loginLimits.account.max).every((code) => code === 429)).toBe(true);
  });

  it('limits one address trying many accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < loginLimits.address.max + 2; i++)
      codes.push((await login(`${unique('spray')}@example.com`, 'guess', '10.2.0.1')).statusCode);
    expect(codes.slice(0, loginLimits.address.max).every((code) => code === 401)).toBe(true);
    expect(codes.slice(loginLimits.address.max)).toEqual([429, 429]);
    // Even the right password is refused from that address while it is throttled.
    expect((await login(demo.email, demo.password, '10.2.0.1')).statusCode).toBe(429);
  });

  it('rejects bad bodies with 400', async () => {
    for (const body of [
      {},
      { email: 'a@b.c' },
      { email: 1, password: 2 },
      { email: 'a@b.c', password: '' },
    ]) {
      expect((await postJson(app, '/api/auth/login', body)).statusCode).toBe(400);
    }
  });
});

describe('POST /api/auth/logout and GET /api/auth/me', () => {
  it('logout ends the server session', async () => {
    const cookie = cookiePair((await login(demo.email, demo.password)).headers['set-cookie']);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.json()).toEqual({ success: true, message: 'Logged out.' });
    expect(String(out.headers['set-cookie'])).toMatch(/btb_session=;/);
    expect((await me(cookie)).json()).toEqual({ loggedIn: false, premium: false });
  });

  it('treats a missing or forged cookie as anonymous', async () => {
    expect((await me('')).json()).toEqual({ loggedIn: false, premium: false });
    expect((await me('btb_session=forged-token-forged-token-forged')).json()).toEqual({
      loggedIn: false,
      premium: false,
    });
  });

  it('replaces the session on login instead of reusing a planted one', async () => {
    const first = cookiePair((await login(demo.email, demo.password)).headers['set-cookie']);
    const second = await postJson(
      app,
      '/api/auth/login',
      { email: demo.email, password: demo.password },
      { headers: { cookie: first } },
    );
    expect(cookiePair(second.headers['set-cookie'])).not.toBe(first);
    expect((await me(first)).json().loggedIn).toBe(false);
  });
});
