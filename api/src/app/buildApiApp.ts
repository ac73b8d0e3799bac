import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiDeps } from './apiDeps';
import { registerApi } from './registerApi';

export interface BuildApiAppOptions extends ApiDeps {
  logger?: boolean;
  /** Compress responses (the site serves the API this way; tests and benches read plain bodies). */
  compress?: boolean;
}

/**
 * The API as its own Fastify instance, created once per process: `npm run start -w @btb/api`, the
 * site server (every origin hands `/api` requests to this one instance) and the tests.
 */
export async function buildApiApp(options: BuildApiAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: options.config.logLevel } : false,
    trustProxy: options.config.trustProxy,
  });
  if (options.compress) await app.register(compress, { global: true, threshold: 1024 });
  await registerApi(app, {
    db: options.db,
    config: options.config,
    responseCache: options.responseCache,
  });
  await app.ready();
  return app;
}
