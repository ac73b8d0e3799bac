import type { FastifyInstance } from 'fastify';
import { seededAccounts } from '../seed/seedAccounts';
import { cookiePair, postJson } from '../testing/injectJson';
import { buildApiApp } from '../app/buildApiApp';
import { buildTestApp, testContext, unique } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const [demo, premium] = seededAccounts;
const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  postJson(app, '/api/auth/login', { email, password }, { remoteAddress });
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

  it('throttles repeated failures per account with 429', async () => {
    const email = `${unique('victim')}@example.com`;
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(email, 'guess', `10.1.0.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const blocked = await login(email, 'guess', '10.1.0.99');
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('throttles repeated failures per address with 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push((await login(`${unique('spray')}@example.com`, 'guess', '10.2.0.1')).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 401)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
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
