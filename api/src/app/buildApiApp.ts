import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiDeps } from './apiDeps';
import { registerApi } from './registerApi';

export interface BuildApiAppOptions extends ApiDeps {
  /** Structured JSON logs (pino) at `config.logLevel`, to stdout or `logStream`. */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
  /** Compress responses (the site serves the API this way; tests and benches read plain bodies). */
  compress?: boolean;
}

/**
 * The API as its own Fastify instance, created once per process: `npm run start -w @btb/api`, the
 * site server (every origin hands `/api` requests to this one instance) and the tests.
 */
export async function buildApiApp(options: BuildApiAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? { level: options.config.logLevel, ...(options.logStream && { stream: options.logStream }) }
      : false,
    // Every log line of a request carries its id; the response tells the caller which one it was.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    requestIdLogLabel: 'requestId',
    // Request lines cost throughput under load; errors and slow paths log themselves.
    disableRequestLogging: true,
    trustProxy: options.config.trustProxy,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
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
