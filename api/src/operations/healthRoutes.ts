import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@btb/database';
import type { ApiRedis } from '../redis/openRedis';

export interface HealthDeps {
  db: Db;
  redis?: ApiRedis;
  /** True once the process has been told to stop: it finishes what it has and takes no more. */
  draining: () => boolean;
}

/** A check that takes longer than this counts as failed: a load balancer must not hang on it. */
const checkTimeoutMs = 1000;

async function check(name: string, probe: () => Promise<unknown>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), checkTimeoutMs);
  });
  try {
    await Promise.race([probe(), timeout]);
    return null;
  } catch (error) {
    return `${name}: ${error instanceof Error ? error.message : 'unreachable'}`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /api/health`: the process answers (liveness). `GET /api/ready`: it can serve, i.e. the
 * database (and Redis, when configured) answer and it is not draining (readiness); 503 otherwise,
 * naming what failed. Neither is cached or logged.
 */
export const healthRoutes: FastifyPluginAsync<HealthDeps> = async (
  app,
  { db, redis, draining },
) => {
  app.get('/health', (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/ready', async (_request, reply) => {
    const failures = (
      await Promise.all([
        draining() ? 'draining' : null,
        check('database', () => db.query('SELECT 1')),
        redis ? check('redis', () => redis.commands.ping()) : null,
      ])
    ).filter((failure): failure is string => failure !== null);
    reply.header('Cache-Control', 'no-store');
    if (failures.length > 0) return reply.code(503).send({ status: 'unavailable', failures });
    return reply.send({ status: 'ready' });
  });
};
