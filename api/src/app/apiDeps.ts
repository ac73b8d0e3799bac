import type { FastifyPluginAsync } from 'fastify';
import type { ApiConfig } from '../config/loadApiConfig';
import type { Db } from '../db/Db';

/** What every resource plugin is given: the shared database and the configuration. */
export interface ApiDeps {
  db: Db;
  config: ApiConfig;
}

export type ApiPlugin = FastifyPluginAsync<ApiDeps>;
