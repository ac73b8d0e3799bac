import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ResponseCache } from '../cache/responseCache';
import type { Availability, Db } from '@btb/database';
import { unavailableCauseOf } from '../app/unavailable';
import { registerDependencyMetrics } from './dependencyMetrics';
import { registerVolumeMetrics } from './volumeMetrics';
import type { VolumeWatch } from './volumeWatch';

export interface ApiMetrics {
  registry: Registry;
  /** Times every request of `app` by method, route pattern and status. */
  instrument(app: FastifyInstance): void;
  /** Reports the free space of the volumes `volumes` watches (the API's data, media, releases). */
  observeVolumes(volumes: VolumeWatch): void;
}

/**
 * Prometheus metrics of one API process, in a registry of its own (never the global one, so two
 * APIs in one test process do not collide): request rate and latency per route (the histogram's
 * `_count` is the rate), the database pool, whether the database answers and how often it came
 * back, 503s and 507s by cause, the watched volumes' free space, the response cache's hits and
 * misses, and Node's own.
 */
export function createApiMetrics(db: Db, cache: ResponseCache, redis?: Availability): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  registerDependencyMetrics(registry, db, redis);
  const unavailable = new Counter({
    name: 'http_unavailable_total',
    help: 'Requests answered 503 or 507 by cause (a dependency that could not be reached, a full disk)',
    labelNames: ['cause'],
    registers: [registry],
  });
  for (const outcome of ['hits', 'misses'] as const) {
    new Counter({
      name: `response_cache_${outcome}_total`,
      help: `Public reads answered ${outcome === 'hits' ? 'from' : 'past'} the response cache`,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(cache.stats[outcome]);
      },
    });
  }
  const observeVolumes = registerVolumeMetrics(registry);
  return {
    registry,
    observeVolumes,
    instrument(app) {
      app.addHook('onResponse', (request, reply, done) => {
        requests.observe(
          {
            method: request.method,
            // The pattern, never the raw URL: ids and queries would make a series per request.
            route: request.routeOptions.url ?? 'unmatched',
            status_code: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
        const cause = unavailableCauseOf(reply);
        if (cause) unavailable.inc({ cause });
        done();
      });
    },
  };
}
