import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiDeps } from './apiDeps';
import { registerApi } from './registerApi';

export interface BuildApiAppOptions extends ApiDeps {
  logger?: boolean;
  trustProxy?: boolean;
}

/** A server with only the API, for tests and for `npm run start -w @btb/api`. */
export async function buildApiApp(options: BuildApiAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: options.config.logLevel } : false,
    trustProxy: options.trustProxy ?? false,
  });
  await registerApi(app, {
    db: options.db,
    config: options.config,
    responseCache: options.responseCache,
  });
  await app.ready();
  return app;
}
