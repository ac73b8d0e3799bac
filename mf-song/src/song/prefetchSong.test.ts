import { makeStore } from '@btb/shared-store';
import { prefetchSong } from './prefetchSong';

/** What `fetch` resolves to, as far as the API client reads it (jsdom has no `Response`). */
const answer = (status: number) =>
  Promise.resolve({
    ok: false,
    status,
    statusText: '',
    headers: new Headers(),
    text: () => Promise.resolve('{"message":"no"}'),
  } as unknown as Response);

const prefetchWith = async (answer: () => Promise<Response>) => {
  const realFetch = global.fetch;
  global.fetch = jest.fn(answer) as typeof fetch;
  try {
    return await prefetchSong({
      store: makeStore(undefined, { origin: 'http://api.test', headers: {} }),
      params: { id: '7' },
      searchParams: new URLSearchParams(),
      language: 'en',
    });
  } finally {
    global.fetch = realFetch;
  }
};

describe('prefetchSong on the server', () => {
  it('answers 404 for a song the API does not know', async () => {
    const notFound = () => answer(404);
    await expect(prefetchWith(notFound)).resolves.toBe(404);
  });

  it('throws (the page renders in the browser) when the API is busy or unreachable', async () => {
    await expect(
      prefetchWith(() => Promise.reject(new TypeError('fetch failed'))),
    ).rejects.toThrow();
    const draining = () => answer(503);
    await expect(prefetchWith(draining)).rejects.toThrow();
  });
});
