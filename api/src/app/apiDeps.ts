import type { FastifyPluginAsync } from 'fastify';
import type { ResponseCache } from '../cache/responseCache';
import type { ApiConfig } from '../config/loadApiConfig';
import type { Db } from '@btb/database';
import type { RateLimitStoreOptions } from '../security/rateLimits';

/** What the API is built from: the shared database and the configuration. */
export interface ApiDeps {
  db: Db;
  config: ApiConfig;
  /** The cache of public reads; by default a fresh one per mounted API (tests pass their own). */
  responseCache?: ResponseCache;
  /** Where rate-limit counts live: in memory by default; `{ redis }` shares them between processes. */
  rateLimitStore?: RateLimitStoreOptions;
}

/** What every resource plugin is given: the above, with the API's one response cache. */
export interface ApiPluginDeps extends ApiDeps {
  responseCache: ResponseCache;
}

export type ApiPlugin = FastifyPluginAsync<ApiPluginDeps>;
