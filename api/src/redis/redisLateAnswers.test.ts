import type { FastifyInstance } from 'fastify';
import { startPrivateRedis, type PrivateRedis } from '@btb/database/testing/privateRedis';
import type { AvailabilityChange } from '@btb/database';
import { buildApiApp } from '../app/buildApiApp';
import { ResponseCache } from '../cache/responseCache';
import { createApiMetrics } from '../operations/apiMetrics';
import { postJson } from '../testing/injectJson';
import { testContext, unique } from '../testing/testApp';
import { openRedis, type ApiRedis } from './openRedis';
import { timingOutForLostMs } from './sharedLimitStore';

jest.setTimeout(60_000);

/**
 * A command that times out is more often this process busy than Redis gone (the CI's scale run saw
 * one process log Redis lost and back within 0.4 s while the load kept it busy).
 */
describe('the API while its Redis answers late', () => {
  let server: PrivateRedis;
  let redis: ApiRedis;
  let app: FastifyInstance;

  beforeAll(async () => {
    server = await startPrivateRedis();
    const { db, config } = testContext();
    redis = await openRedis(server.url, `${unique('btb-late-')}:`);
    const responseCache = new ResponseCache();
    const metrics = createApiMetrics(db, responseCache, redis.state);
    app = await buildApiApp({ db, config, redis, responseCache, metrics });
  });
  afterAll(async () => {
    await app.close();
    server.resume();
    await redis.close();
    await server.kill();
  });

  const login = async () => {
    const body = { email: `${unique('late')}@example.com`, password: 'wrong-password-1' };
    return (await postJson(app, '/api/auth/login', body, { remoteAddress: '10.8.8.8' })).statusCode;
  };

  it('counts it lost only once commands have timed out for a while, and back when they answer', async () => {
    const changes: AvailabilityChange[] = [];
    redis.state.onChange((change) => changes.push(change));
    server.pause();
    const paused = Date.now();
    expect(await login()).toBe(401);
    expect(redis.state.available).toBe(true);
    while (redis.state.available) expect(await login()).toBe(401);
    expect(Date.now() - paused).toBeGreaterThanOrEqual(timingOutForLostMs);
    expect(changes).toEqual([{ available: false, reason: 'Command timed out' }]);

    server.resume();
    expect(await login()).toBe(401);
    expect(redis.state.available).toBe(true);
    expect(changes).toHaveLength(2);
  });
});
