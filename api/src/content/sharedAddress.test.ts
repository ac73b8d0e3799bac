import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { songCountLimits } from '../security/rateLimits';
import { cookiePair } from '../testing/injectJson';
import { buildTestApp, testContext } from '../testing/testApp';
import { testLearner } from '../testing/testLearner';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const count = async (column: 'plays' | 'likes', id: number) => {
  const rows = await testContext().db.query<{ n: number }>(
    `SELECT ${column} AS n FROM songs WHERE id = $1`,
    [id],
  );
  return rows[0]?.n ?? -1;
};

/** A new browser behind `remoteAddress` (a school's, an office's, a carrier's), as a learner. */
function browser(remoteAddress: string, session = '') {
  let cookie = session;
  return async (path: string): Promise<LightMyRequestResponse> => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
    const issued = cookiePair(res.headers['set-cookie']);
    if (issued) cookie = [session, issued].filter(Boolean).join('; ');
    return res;
  };
}

/** Runs `tasks` a batch at a time, each batch at once, as browsers behind one address would. */
async function inBatches<T>(tasks: (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += size) {
    results.push(...(await Promise.all(tasks.slice(i, i + size).map((task) => task()))));
  }
  return results;
}

describe('likes and plays behind one shared address', () => {
  const songs = [121, 122, 123, 124];
  const address = '10.8.1.1';

  it('1,000 new browsers each liking one song: none refused, each song up by at least one and at most the bound', async () => {
    const before = await Promise.all(songs.map((id) => count('likes', id)));
    const responses = await inBatches(
      Array.from(
        { length: 1000 },
        (_, i) => () => browser(address)(`/api/content/${songs[i % songs.length]}/like`),
      ),
      25,
    );
    expect(responses.map((res) => res.statusCode).filter((status) => status !== 200)).toEqual([]);
    const { max } = songCountLimits.likes.address;
    for (const [i, id] of songs.entries()) {
      const grown = (await count('likes', id)) - (before[i] as number);
      expect({ id, grown: grown >= 1 && grown <= max }).toEqual({ id, grown: true });
    }
    // The rest were answered, with the count as it stands and why theirs was not added.
    const notCounted = responses.filter((res) => res.json().notCounted === 'addressLimit');
    expect(notCounted.length).toBe(1000 - songs.length * max);
    // Each is a browser of its own: its later like is a repeat, not a refusal.
    expect(responses.every((res) => cookiePair(res.headers['set-cookie']) !== '')).toBe(true);
  });

  it("repeats use none of the address's allowance", async () => {
    const remoteAddress = '10.8.2.1';
    const before = await count('likes', 125);
    const first = browser(remoteAddress);
    for (let i = 0; i < songCountLimits.likes.address.max + 20; i++) {
      await first('/api/content/125/like');
    }
    const second = await browser(remoteAddress)('/api/content/125/like');
    expect(second.json()).toEqual({ likes: before + 2 });
  });

  it("a logged-in learner counts per account, not against the address's allowance", async () => {
    // Song 121's allowance at 10.8.1.1 is used up by the 1,000 browsers above.
    const learner = await testLearner('shared-address');
    const before = await count('likes', 121);
    const liked = await browser(address, learner.cookie)('/api/content/121/like');
    expect(liked.json()).toEqual({ likes: before + 1 });
    const { max } = songCountLimits.likes.account;
    // The same account in more new browsers: up to its own bound, then not counted.
    const more = [];
    for (let i = 0; i < max; i++) {
      more.push((await browser(address, learner.cookie)('/api/content/121/like')).json());
    }
    expect(await count('likes', 121)).toBe(before + max);
    expect(more.at(-1)).toEqual({ likes: before + max, notCounted: 'accountLimit' });
  });

  it('bounds what one address adds to a song’s plays in a day, refusing none', async () => {
    const remoteAddress = '10.8.3.1';
    const before = await count('plays', 126);
    const { max } = songCountLimits.plays.address;
    const responses = await inBatches(
      Array.from({ length: max + 5 }, () => () => browser(remoteAddress)('/api/content/126/play')),
      25,
    );
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect(await count('plays', 126)).toBe(before + max);
    expect(responses.filter((res) => res.json().notCounted === 'addressLimit')).toHaveLength(5);
  });
});
