import type { FastifyInstance } from 'fastify';
import { buildApiApp } from '../app/buildApiApp';
import { loginLimits, songCountLimits } from '../security/rateLimits';
import { postJson } from '../testing/injectJson';
import { describeWithRedis, testRedisUrl } from '@btb/database/testing/redis';
import { testContext, unique } from '../testing/testApp';
import { openRedis, type ApiRedis } from './openRedis';

const describeRedis = describeWithRedis();

/** Two API processes of one deployment: one database, one Redis prefix, each its own memory. */
describeRedis('two API instances sharing REDIS_URL', () => {
  const prefix = `${unique('btb-test-')}:`;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let admin: ApiRedis;

  beforeAll(async () => {
    const { db, config } = testContext();
    const shared = { ...config, redisUrl: testRedisUrl, redisKeyPrefix: prefix };
    first = await buildApiApp({ db, config: shared });
    second = await buildApiApp({ db, config: shared });
    admin = await openRedis(testRedisUrl, prefix);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    const keys = await admin.commands.keys(`${prefix}*`);
    if (keys.length > 0) await admin.commands.del(...keys);
    await admin.close();
  });

  const likesShownBy = async (app: FastifyInstance, songId: number) =>
    (await app.inject({ method: 'GET', url: `/api/song/${songId}` })).json<{ intLikes: number }>()
      .intLikes;

  it('shows a like counted through one instance through the other within a second', async () => {
    const songId = 3;
    const before = await likesShownBy(second, songId); // now cached by the second instance
    // A visitor of its own: a like counts once per client, and other test files like song 3 too.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const liked = await first.inject({
      method: 'POST',
      url: `/api/content/${songId}/like`,
      remoteAddress,
    });
    const { likes } = liked.json<{ likes: number }>();
    expect(likes).toBe(before + 1);
    const deadline = Date.now() + 1000;
    let shown = await likesShownBy(second, songId);
    while (shown !== likes && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      shown = await likesShownBy(second, songId);
    }
    expect(shown).toBe(likes);
  });

  it('keeps the login limit when the attempts are spread over both instances', async () => {
    const email = `${unique('spread')}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= loginLimits.accountAndAddress.max; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      const res = await postJson(
        app,
        '/api/auth/login',
        { email, password: 'wrong-password-1' },
        { remoteAddress: '10.9.8.7' },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("keeps one address's day allowance for a song when its likes go through both instances", async () => {
    const songId = 127;
    const count = async () =>
      (
        await testContext().db.query<{ n: number }>('SELECT likes AS n FROM songs WHERE id = $1', [
          songId,
        ])
      )[0]?.n ?? -1;
    const before = await count();
    const { max } = songCountLimits.likes.address;
    // A fresh address per run: the prefix is fresh too, but the database is shared between runs.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (let browser = 0; browser < max + 6; browser += 1) {
      const app = browser % 2 === 0 ? first : second;
      const res = await app.inject({
        method: 'POST',
        url: `/api/content/${songId}/like`,
        remoteAddress,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await count()).toBe(before + max);
  });

  it('keeps its counts under its own prefix in Redis', async () => {
    const keys = await admin.commands.keys(`${prefix}rate-limit:*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});
