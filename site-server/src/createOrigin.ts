import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { TrustProxy } from '@btb/api';
import { isApiPath } from './apiRequests';

/**
 * One origin's server. Its `/api` requests, of any method and path, go to the process's one API
 * instance before this origin's routing sees them: every origin shares the API's pool, cache and
 * limits, and an unknown API path gets the API's JSON 404, never this origin's HTML fallback.
 */
export async function createOrigin(
  api: FastifyInstance,
  trustProxy: TrustProxy,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    trustProxy,
    serverFactory: (handler) =>
      createServer((request, response) =>
        isApiPath(request.url) ? api.routing(request, response) : handler(request, response),
      ),
  });
  await app.register(compress, { global: true, threshold: 1024 });
  return app;
}
