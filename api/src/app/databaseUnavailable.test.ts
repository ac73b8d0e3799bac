import type { FastifyInstance } from 'fastify';
import { openPostgres, type Db } from '@btb/database';
import { startPrivateCluster, type PrivateCluster } from '@btb/database/testing/privateCluster';
import { migrateApi } from '../db/apiMigrations';
import { createApiMetrics, type ApiMetrics } from '../operations/apiMetrics';
import { ResponseCache } from '../cache/responseCache';
import { testContext } from '../testing/testApp';
import { buildApiApp } from './buildApiApp';
import { databaseUnavailableMessage } from './unavailable';

jest.setTimeout(60_000);

const metricValue = async (metrics: ApiMetrics, line: string) =>
  (await metrics.registry.metrics())
    .split('\n')
    .find((row) => row.startsWith(line))
    ?.slice(line.length)
    .trim();

describe('the API while its PostgreSQL restarts', () => {
  let cluster: PrivateCluster;
  let db: Db;
  let app: FastifyInstance;
  let metrics: ApiMetrics;

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    db = await openPostgres(cluster.url);
    await migrateApi(db);
    const responseCache = new ResponseCache();
    metrics = createApiMetrics(db, responseCache);
    app = await buildApiApp({ config: testContext().config, db, responseCache, metrics });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await cluster?.destroy();
  });

  it('answers 503 with Retry-After and a message, says which dependency is down, and recovers', async () => {
    expect((await app.inject('/api/song/101')).statusCode).toBe(404);

    await cluster.stop();
    const asked = Date.now();
    const down = await app.inject('/api/song/102');
    expect(Date.now() - asked).toBeLessThan(5000);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ message: databaseUnavailableMessage });
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().failures).toEqual([expect.stringMatching(/^database: /)]);
    expect(await metricValue(metrics, 'dependency_up{dependency="database"}')).toBe('0');
    expect(await metricValue(metrics, 'http_unavailable_total{cause="database"}')).toBe('1');

    await cluster.start();
    expect((await app.inject('/api/song/103')).statusCode).toBe(404);
    expect((await app.inject('/api/ready')).statusCode).toBe(200);
    expect(await metricValue(metrics, 'dependency_up{dependency="database"}')).toBe('1');
    expect(await metricValue(metrics, 'db_reconnects_total')).toBe('1');
  });
});
