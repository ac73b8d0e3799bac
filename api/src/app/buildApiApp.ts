import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { ResponseCache } from '../cache/responseCache';
import { createApiMetrics, type ApiMetrics } from '../operations/apiMetrics';
import { healthRoutes } from '../operations/healthRoutes';
import { startMetricsServer } from '@btb/metrics';
import { openRedis, type ApiRedis } from '../redis/openRedis';
import { shareCacheChanges } from '../redis/shareCacheChanges';
import { sharedLimitStore } from '../redis/sharedLimitStore';
import type { ApiDeps } from './apiDeps';
import { registerApi } from './registerApi';
import { watchApiVolumes } from './watchApiVolumes';

export interface BuildApiAppOptions extends Omit<ApiDeps, 'volumeWatch'> {
  /** Structured JSON logs (pino) at `config.logLevel`, to stdout or `logStream`. */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
  /** Compress responses (the site serves the API this way; tests and benches read plain bodies). */
  compress?: boolean;
  /** Redis connections to use instead of opening `config.redisUrl` (the caller closes them). */
  redis?: ApiRedis;
  /** The metrics to record into (tests read them); by default a registry of this API's own. */
  metrics?: ApiMetrics;
  /** Volumes watched besides `data` and `media` (name → a folder on it): the site's `releases`. */
  volumes?: Record<string, string>;
}

/** An id nginx (`$request_id`) or another proxy gave the request: short and plain, or ignored. */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The API as its own Fastify instance, created once per process: `npm run start -w @btb/api`, the
 * site server (every origin hands `/api` requests to this one instance) and the tests. With
 * `REDIS_URL` its rate limits and cache changes are shared with every process of the deployment.
 */
export async function buildApiApp(options: BuildApiAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const trusted = config.trustProxy !== false;
  const app = Fastify({
    logger: options.logger
      ? { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) }
      : false,
    // Every log line of a request carries its id; the response tells the caller which one it was.
    // Behind a trusted proxy the proxy's id is kept, so its access log and ours name one request.
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      return trusted && typeof given === 'string' && requestIdPattern.test(given)
        ? given
        : randomUUID();
    },
    requestIdHeader: false,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Request lines cost throughput under load; errors and slow paths log themselves.
      disableRequestLogging: true,
    }),
    trustProxy: config.trustProxy,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });

  const ownRedis = !options.redis && config.redisUrl;
  const redis =
    options.redis ??
    (config.redisUrl ? await openRedis(config.redisUrl, config.redisKeyPrefix) : undefined);
  if (ownRedis && redis) app.addHook('onClose', () => redis.close());
  const responseCache = options.responseCache ?? new ResponseCache();
  if (redis) {
    const stopSharing = await shareCacheChanges(responseCache, redis);
    app.addHook('onClose', async () => stopSharing());
  }
  const rateLimitStore =
    options.rateLimitStore ??
    (redis
      ? { store: sharedLimitStore(redis.commands, `${redis.prefix}rate-limit:`, redis.state) }
      : undefined);

  const metrics = options.metrics ?? createApiMetrics(db, responseCache, redis?.state);
  metrics.instrument(app);
  const volumeWatch = watchApiVolumes(app, config, options.volumes);
  metrics.observeVolumes(volumeWatch);
  // Cache hits answered before validation and the route (see CachedReplays); after the request id.
  app.addHook('onRequest', responseCache.replays.hook(responseCache));
  if (config.metricsPort !== undefined) {
    const server = await startMetricsServer(metrics.registry, config.metricsPort);
    app.addHook('onClose', () => server.close());
  }

  // One log line per change of the database's state, however many requests saw it.
  db.availability?.onChange((change) => {
    if (change.available) app.log.warn({ downForMs: change.downForMs }, 'database reachable again');
    else app.log.error({ reason: change.reason }, 'database unreachable: answering 503');
  });
  redis?.state.onChange((change) => {
    if (change.available) app.log.warn({ downForMs: change.downForMs }, 'redis reachable again');
    else
      app.log.error(
        { reason: change.reason },
        'redis unreachable: limits counted per process, cache changes not shared',
      );
  });

  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  await app.register(healthRoutes, { prefix: '/api', db, redis, draining: () => draining });
  if (options.compress) await app.register(compress, { global: true, threshold: 1024 });
  await registerApi(app, { db, config, responseCache, rateLimitStore, volumeWatch });
  await app.ready();
  return app;
}
