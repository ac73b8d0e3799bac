import type { FastifyInstance } from 'fastify';
import { startPrivateRedis, type PrivateRedis } from '@btb/database/testing/privateRedis';
import { buildApiApp } from '../app/buildApiApp';
import { createApiMetrics, type ApiMetrics } from '../operations/apiMetrics';
import { ResponseCache } from '../cache/responseCache';
import { loginLimits } from '../security/rateLimits';
import { postJson } from '../testing/injectJson';
import { testContext, unique } from '../testing/testApp';
import { openRedis, type ApiRedis } from './openRedis';

jest.setTimeout(60_000);

/** Resolves when `redis` says it is reachable again. */
const back = (redis: ApiRedis) =>
  new Promise<void>((resolve) =>
    redis.state.onChange((change) => {
      if (change.available) resolve();
    }),
  );

/** Two API processes of one deployment, and the Redis they share lost and started again. */
describe('two API instances while their Redis is lost', () => {
  let server: PrivateRedis;
  const connections: ApiRedis[] = [];
  const apps: FastifyInstance[] = [];
  let metrics: ApiMetrics;

  beforeAll(async () => {
    server = await startPrivateRedis();
    const { db, config } = testContext();
    const prefix = `${unique('btb-outage-')}:`;
    for (let i = 0; i < 2; i += 1) {
      const redis = await openRedis(server.url, prefix);
      const responseCache = new ResponseCache();
      const appMetrics = createApiMetrics(db, responseCache, redis.state);
      if (i === 0) metrics = appMetrics;
      connections.push(redis);
      apps.push(await buildApiApp({ db, config, redis, responseCache, metrics: appMetrics }));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(connections.map((redis) => redis.close()));
    await server.kill();
  });

  const [first, second] = [() => apps[0] as FastifyInstance, () => apps[1] as FastifyInstance];
  const loginStatuses = async (apps: FastifyInstance[], email: string, attempts: number) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const app = apps[attempt % apps.length] as FastifyInstance;
      const body = { email, password: 'wrong-password-1' };
      statuses.push(
        (await postJson(app, '/api/auth/login', body, { remoteAddress: '10.7.7.7' })).statusCode,
      );
    }
    return statuses;
  };
  const likesShownBy = async (app: FastifyInstance, songId: number) =>
    (await app.inject(`/api/song/${songId}`)).json<{ intLikes: number }>().intLikes;

  it('keeps answering, each process limiting logins on its own, and shares again once it is back', async () => {
    const songId = 5;
    await likesShownBy(second(), songId); // cached by the second instance
    await server.kill();

    // Each process lets a third of the login bound through, then refuses: never a 500.
    const email = `${unique('outage')}@example.com`;
    const { perProcessMax } = loginLimits.accountAndAddress;
    for (const app of [first(), second()])
      expect(await loginStatuses([app], email, perProcessMax + 1)).toEqual([
        ...Array.from({ length: perProcessMax }, () => 401),
        429,
      ]);
    const liked = await first().inject({
      method: 'POST',
      url: `/api/content/${songId}/like`,
      remoteAddress: '10.7.7.8',
    });
    expect(liked.statusCode).toBe(200);
    const likes = liked.json<{ likes: number }>().likes;
    expect((await second().inject(`/api/song/${songId}`)).statusCode).toBe(200);
    expect(await metrics.registry.metrics()).toContain('dependency_up{dependency="redis"} 0');
    // Degraded, not unready: every process lacks the same Redis, and each still serves.
    const ready = await first().inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      failures: [expect.stringMatching(/^redis: /)],
    });

    const reconnected = Promise.all(connections.map(back));
    await server.start();
    await reconnected;
    // The like's change was lost with Redis: the second instance forgot its cached answer.
    expect(await likesShownBy(second(), songId)).toBe(likes);
    expect(await metrics.registry.metrics()).toContain('dependency_up{dependency="redis"} 1');
    // Counted in Redis again: the shared bound holds across both instances.
    const statuses = await loginStatuses(
      apps,
      `${unique('shared')}@example.com`,
      loginLimits.accountAndAddress.max + 1,
    );
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
