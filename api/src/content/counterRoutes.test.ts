import type { FastifyInstance } from 'fastify';
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

describe('POST /api/content/:id/{view,play,like}', () => {
  it('like answers the new count', async () => {
    const before = await count('likes', 7);
    const res = await app.inject({ method: 'POST', url: '/api/content/7/like' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ likes: before + 1 });
  });

  it('view and play answer their new counts', async () => {
    const views = await count('views', 8);
    const plays = await count('plays', 8);
    expect((await app.inject({ method: 'POST', url: '/api/content/8/view' })).json()).toEqual({
      views: views + 1,
    });
    expect((await app.inject({ method: 'POST', url: '/api/content/8/play' })).json()).toEqual({
      plays: plays + 1,
    });
  });

  it('20 concurrent plays add exactly 20', async () => {
    const before = await count('plays', 9);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'POST', url: '/api/content/9/play' })),
    );
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect(await count('plays', 9)).toBe(before + 20);
    const answered = responses
      .map((res) => res.json<{ plays: number }>().plays)
      .sort((a, b) => a - b);
    expect(answered).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
  });

  it('answers 404 for an unknown song and 400 for a bad id', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/content/777777/like' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'POST', url: '/api/content/x/like' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/content/1/like' })).statusCode).toBe(404);
  });
});
