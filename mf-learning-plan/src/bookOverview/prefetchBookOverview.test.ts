import { makeStore } from '@btb/shared-store';
import { bookOverviewFixture } from './bookOverviewFixture';
import { prefetchBookOverview } from './prefetchBookOverview';

/** What `fetch` resolves to, as far as the API client reads it (jsdom has no `Response`). */
const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status < 400,
    status,
    statusText: '',
    headers: { get: () => 'application/json' },
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response);

const statusFor = async (code: string, reply: () => Promise<Response>) => {
  const realFetch = global.fetch;
  global.fetch = jest.fn(reply) as typeof fetch;
  try {
    return await prefetchBookOverview({
      store: makeStore(undefined, { origin: 'http://api.test', headers: {} }),
      params: { code },
      searchParams: new URLSearchParams(),
      language: 'en',
    });
  } finally {
    global.fetch = realFetch;
  }
};

describe('prefetchBookOverview on the server', () => {
  it('answers 404 for a code no plan has (the API answers it with no levels)', async () => {
    await expect(statusFor('XX_YY', () => answer(200, { levels: [] }))).resolves.toBe(404);
    await expect(statusFor('XX_YY', () => answer(404, { message: 'no' }))).resolves.toBe(404);
  });

  it('answers 404 for a code that cannot be one, without asking the API', async () => {
    const reply = jest.fn(() => answer(200, bookOverviewFixture));
    await expect(statusFor('<script>', reply)).resolves.toBe(404);
    expect(reply).not.toHaveBeenCalled();
  });

  it("asks for a lesson code's pair's plan: 200 when the lesson is in it, else 404", async () => {
    const reply = jest.fn(() => answer(200, bookOverviewFixture));
    await expect(statusFor('DE_EN_A1_B01_L02', reply)).resolves.toBe(undefined);
    expect(reply).toHaveBeenCalledWith(
      'http://api.test/api/book-overview/DE_EN',
      expect.anything(),
    );
    await expect(statusFor('DE_EN_A1_B01_L09', reply)).resolves.toBe(404);
  });

  it('leaves a known plan, and a plan the API could not load, at 200', async () => {
    await expect(statusFor('DE_EN', () => answer(200, bookOverviewFixture))).resolves.toBe(
      undefined,
    );
    await expect(statusFor('DE_EN', () => answer(503, { message: 'busy' }))).resolves.toBe(
      undefined,
    );
  });
});
