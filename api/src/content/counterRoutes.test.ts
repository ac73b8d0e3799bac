import type { FastifyInstance } from 'fastify';
import { songCountLimits } from '../security/rateLimits';
import { cookiePair } from '../testing/injectJson';
import { buildTestApp, testContext } from '../testing/testApp';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const count = async (column: 'views' | 'plays' | 'likes', id: number) => {
  const rows = await testContext().db.query<{ n: number }>(
    `SELECT ${column} AS n FROM songs WHERE id = $1`,
    [id],
  );
  return rows[0]?.n ?? -1;
};

let nextAddress = 0;
/** A new anonymous visitor: an address of its own and, after its first write, its cookie. */
function visitor() {
  const remoteAddress = `10.7.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  let cookie = '';
  return async (path: string) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
    if (res.headers['set-cookie']) cookie = cookiePair(res.headers['set-cookie']);
    return res;
  };
}

describe('POST /api/content/:id/{view,play,like}', () => {
  it('like answers the new count', async () => {
    const before = await count('likes', 7);
    const res = await visitor()('/api/content/7/like');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ likes: before + 1 });
  });

  it('view and play answer their new counts', async () => {
    const views = await count('views', 8);
    const plays = await count('plays', 8);
    const post = visitor();
    expect((await post('/api/content/8/view')).json()).toEqual({ views: views + 1 });
    expect((await post('/api/content/8/play')).json()).toEqual({ plays: plays + 1 });
  });

  it('20 concurrent plays of 20 visitors add exactly 20', async () => {
    const before = await count('plays', 9);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => visitor()('/api/content/9/play')),
    );
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect(await count('plays', 9)).toBe(before + 20);
    const answered = responses
      .map((res) => res.json<{ plays: number }>().plays)
      .sort((a, b) => a - b);
    expect(answered).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
  });

  it('answers 404 for an unknown song and 400 for a bad id', async () => {
    const post = visitor();
    expect((await post('/api/content/777777/like')).statusCode).toBe(404);
    expect((await post('/api/content/777777/play')).statusCode).toBe(404);
    expect((await post('/api/content/x/like')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/content/1/like' })).statusCode).toBe(404);
  });
});

describe('no inflation', () => {
  it('counts a like once per client, however often and however concurrently it is sent', async () => {
    const before = await count('likes', 10);
    const post = visitor();
    const first = await post('/api/content/10/like');
    expect(first.headers['set-cookie']).toMatch(/^btb_client=[^;]+;.*HttpOnly/);
    const repeats = await Promise.all(
      Array.from({ length: 30 }, () => post('/api/content/10/like')),
    );
    for (let i = 0; i < 270; i++) await post('/api/content/10/like');
    expect(repeats.every((res) => res.json().likes === before + 1)).toBe(true);
    expect(await count('likes', 10)).toBe(before + 1);
    // Another visitor's like counts.
    expect((await visitor()('/api/content/10/like')).json()).toEqual({ likes: before + 2 });
  });

  it('counts a script that drops or forges its cookie no further than its address may in a day', async () => {
    const before = await count('likes', 11);
    const remoteAddress = '10.7.200.1';
    const cookies = [
      '',
      'btb_client=AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
      'btb_client=x',
    ];
    const { max } = songCountLimits.likes.address;
    const answers: { likes: number; notCounted?: string }[] = [];
    for (let i = 0; i < max + 10; i++) {
      const cookie = cookies[i % cookies.length] as string;
      const res = await app.inject({
        method: 'POST',
        url: '/api/content/11/like',
        remoteAddress,
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(await count('likes', 11)).toBe(before + max);
    expect(answers.slice(max)).toEqual(
      Array.from({ length: 10 }, () => ({ likes: before + max, notCounted: 'addressLimit' })),
    );
  });

  it('counts a play once per client and song per 120 s', async () => {
    const before = await count('plays', 12);
    const post = visitor();
    for (let i = 0; i < 300; i++) await post('/api/content/12/play');
    expect(await count('plays', 12)).toBe(before + 1);
    // Another song is another play.
    const other = await count('plays', 13);
    expect((await post('/api/content/13/play')).json()).toEqual({ plays: other + 1 });
    // Once the cooldown has passed, the same client's play counts again.
    await testContext().db.query(
      `UPDATE song_plays SET played_at = now() - interval '121 seconds' WHERE song_id = 12`,
    );
    expect((await post('/api/content/12/play')).json()).toEqual({ plays: before + 2 });
  });
});
