/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeStore } from '@btb/shared-store';
import { knownSession, selectLoggedInEmail } from '@btb/shared-frame';
import { prefetchSession } from './prefetchSession';

/** A stand-in API on a real port: answers `/api/auth/me`, or never (`hang`). */
function startApi(
  hang = false,
): Promise<{ server: Server; origin: string; asked: IncomingMessage[] }> {
  const asked: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    asked.push(request);
    if (hang) return;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ loggedIn: true, email: 'lena@example.test', premium: true }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, asked });
    }),
  );
}

describe('prefetchSession', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  afterEach(() => {
    api.server.closeAllConnections();
    api.server.close();
  });

  it('asks with the learner cookie and puts the answer in the page: the e-mail, premium', async () => {
    api = await startApi();
    const cookie = 'btb_session=abc; language=de';
    const store = makeStore(undefined, { origin: api.origin, headers: { cookie } });
    await prefetchSession(store, { cookie, budgetMs: 2000 });
    expect(api.asked.map((request) => [request.url, request.headers.cookie])).toEqual([
      ['/api/auth/me', cookie],
    ]);
    expect(knownSession(store)).toMatchObject({ loggedIn: true, premium: true });
    expect(selectLoggedInEmail(store.getState())).toBe('lena@example.test');
    expect(store.getState().player?.premium).toBe(true);
  });

  it('does not ask without the session cookie: the page says no session', async () => {
    api = await startApi();
    const cookie = 'language=de; privacy_consent=declined';
    const store = makeStore(undefined, { origin: api.origin, headers: { cookie } });
    await prefetchSession(store, { cookie, budgetMs: 2000 });
    expect(api.asked).toEqual([]);
    expect(knownSession(store)).toEqual({ loggedIn: false, premium: false });
    expect(selectLoggedInEmail(store.getState())).toBeNull();
  });

  it('leaves a session slower than the budget to the browser, and says so', async () => {
    api = await startApi(true);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cookie = 'btb_session=abc';
    const store = makeStore(undefined, { origin: api.origin, headers: { cookie } });
    await prefetchSession(store, { cookie, budgetMs: 50 });
    expect(knownSession(store)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      '[render] the session is left to the browser:',
      expect.any(Error),
    );
    warn.mockRestore();
  });
});
