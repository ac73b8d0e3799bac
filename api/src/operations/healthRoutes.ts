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
 * database answers and it is not draining (readiness); 503 otherwise, naming what failed. Redis
 * (when configured) is checked too, but a process without it still serves everything (limits
 * counted per process, its own cache), so a lost Redis is 200 `degraded`, named: taking every
 * process out of a balancer for it would turn a degraded site into no site. Neither is cached or
 * logged.
 */
export const healthRoutes: FastifyPluginAsync<HealthDeps> = async (
  app,
  { db, redis, draining },
) => {
  app.get('/health', (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/ready', async (_request, reply) => {
    const [drain, database, shared] = await Promise.all([
      draining() ? 'draining' : null,
      check('database', () => db.query('SELECT 1')),
      redis ? check('redis', () => redis.commands.ping()) : null,
    ]);
    const failures = [drain, database, shared].filter((failure): failure is string => !!failure);
    reply.header('Cache-Control', 'no-store');
    if (drain || database) return reply.code(503).send({ status: 'unavailable', failures });
    if (shared) return reply.send({ status: 'degraded', failures });
    return reply.send({ status: 'ready' });
  });
};
