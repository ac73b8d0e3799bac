import type { FastifyInstance } from 'fastify';
import { seededAccounts } from '../seed/seedAccounts';
import { cookiePair, postJson } from '../testing/injectJson';
import { buildTestApp, testContext } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const [shellOrigin, remoteOrigin] = testContext().config.allowedOrigins as [string, string];
const demo = seededAccounts[0];

async function loggedInCookie(): Promise<string> {
  const res = await postJson(app, '/api/auth/login', demo, { remoteAddress: '10.9.0.1' });
  expect(res.statusCode).toBe(200);
  return cookiePair(res.headers['set-cookie']);
}

const me = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json();

const logout = (cookie: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });

describe('CSRF: cookie-authenticated state changes check where they come from', () => {
  it('refuses a logout posted from a foreign origin, and the session survives', async () => {
    const cookie = await loggedInCookie();
    const res = await logout(cookie, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    expect(await me(cookie)).toMatchObject({ loggedIn: true });
  });

  it('accepts the shell and every remote origin', async () => {
    for (const origin of [shellOrigin, remoteOrigin]) {
      const cookie = await loggedInCookie();
      const res = await logout(cookie, { origin });
      expect(res.statusCode).toBe(200);
      expect(await me(cookie)).toMatchObject({ loggedIn: false });
    }
  });

  it('falls back to the Referer when there is no Origin', async () => {
    const cookie = await loggedInCookie();
    expect((await logout(cookie, { referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await logout(cookie, { referer: 'not a url' })).statusCode).toBe(403);
    expect((await logout(cookie, { referer: `${shellOrigin}/song/1?x=1` })).statusCode).toBe(200);
  });

  it('refuses Origin null and Sec-Fetch-Site cross-site without Origin or Referer', async () => {
    const cookie = await loggedInCookie();
    expect((await logout(cookie, { origin: 'null' })).statusCode).toBe(403);
    expect((await logout(cookie, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await me(cookie)).toMatchObject({ loggedIn: true });
  });

  it('lets requests without Origin or Referer through (curl, server to server)', async () => {
    const cookie = await loggedInCookie();
    expect((await logout(cookie, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(200);
    expect((await logout(cookie, {})).statusCode).toBe(200);
  });

  it('guards every unsafe method, including counters and PATCH, but not reads', async () => {
    const foreign = { origin: 'https://evil.example' };
    // Each like from a client of its own: a client's like counts once.
    const like = (headers: Record<string, string>, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/content/1/like', headers, remoteAddress });
    const before = (await like({ origin: shellOrigin }, '10.6.0.1')).json().likes as number;
    expect((await like(foreign, '10.6.0.2')).statusCode).toBe(403);
    expect((await like({}, '10.6.0.3')).json()).toEqual({ likes: before + 1 });
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/analytics/page-view/1',
      headers: { ...foreign, 'content-type': 'application/json' },
      payload: '{"timeSpent":3}',
    });
    expect(patch.statusCode).toBe(403);
    const read = await app.inject({ method: 'GET', url: '/api/faqs', headers: foreign });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
