import type { FastifyPluginAsync } from 'fastify';
import type { ResponseCache } from '../cache/responseCache';
import type { ApiConfig } from '../config/loadApiConfig';
import type { Db } from '../db/Db';

/** What the API is built from: the shared database and the configuration. */
export interface ApiDeps {
  db: Db;
  config: ApiConfig;
  /** The cache of public reads; by default a fresh one per mounted API (tests pass their own). */
  responseCache?: ResponseCache;
}

/** What every resource plugin is given: the above, with the API's one response cache. */
export interface ApiPluginDeps extends ApiDeps {
  responseCache: ResponseCache;
}

export type ApiPlugin = FastifyPluginAsync<ApiPluginDeps>;
