import type { FastifyPluginAsync } from 'fastify';
import type { ResponseCache } from '../cache/responseCache';
import type { ApiConfig } from '../config/loadApiConfig';
import type { Db } from '@btb/database';
import type { RateLimitStoreOptions } from '../security/rateLimits';
import type { VolumeWatch } from '../operations/volumeWatch';

/** What the API is built from: the shared database and the configuration. */
export interface ApiDeps {
  db: Db;
  config: ApiConfig;
  /** The cache of public reads; by default a fresh one per mounted API (tests pass their own). */
  responseCache?: ResponseCache;
  /** Where rate-limit counts live: in memory by default; `{ redis }` shares them between processes. */
  rateLimitStore?: RateLimitStoreOptions;
  /** Asked to look at once when a write meets a full disk, so its log line comes with the first 507. */
  volumeWatch?: Pick<VolumeWatch, 'check'>;
}

/** What every resource plugin is given: the above, with the API's one response cache. */
export interface ApiPluginDeps extends ApiDeps {
  responseCache: ResponseCache;
}

export type ApiPlugin = FastifyPluginAsync<ApiPluginDeps>;
