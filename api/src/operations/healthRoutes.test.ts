import Fastify from 'fastify';
import type { Db } from '@btb/database';
import { buildTestApp, testContext } from '../testing/testApp';
import { healthRoutes } from './healthRoutes';

describe('GET /api/health and /api/ready', () => {
  it('answers alive and ready when the database answers', async () => {
    const app = await buildTestApp();
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming what fails: an unreachable database, a process that is draining', async () => {
    const broken = {
      ...testContext().db,
      query: () => Promise.reject(new Error('connection refused')),
    } as Db;
    let draining = false;
    const app = Fastify();
    await app.register(healthRoutes, { prefix: '/api', db: broken, draining: () => draining });
    draining = true;
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      failures: ['draining', 'database: connection refused'],
    });
    // Alive all the same: a load balancer must not restart a process for its database.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });
});
