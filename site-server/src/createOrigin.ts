import { createServer, type ServerResponse } from 'node:http';
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
  const drain = connectionDrain();
  const app = Fastify({
    logger: false,
    trustProxy,
    serverFactory: (handler) =>
      createServer((request, response) => {
        drain.track(response);
        return isApiPath(request.url) ? api.routing(request, response) : handler(request, response);
      }),
  });
  app.addHook('preClose', async () => drain.start(() => app.server.closeIdleConnections()));
  await app.register(compress, { global: true, threshold: 1024 });
  return app;
}

/**
 * Ends every connection after its request while the origin drains (`close()`), so the drain does
 * not wait for a proxy's kept-alive connections to lapse (nginx keeps them 60 s, and keeps sending
 * on them). Fastify answers requests that reach its routing while closing with 503 and
 * `Connection: close`, and closes the connections idle when `close()` starts; not the answers in
 * flight then, nor the API requests, which bypass its routing and are still answered (a like or a
 * play must not be lost). Those answers say `Connection: close`; a stream whose headers had gone
 * out has its connection closed once it is done.
 */
function connectionDrain() {
  const inFlight = new Set<ServerResponse>();
  let closeIdle: (() => void) | null = null;
  const endConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
    else response.once('finish', () => setImmediate(() => closeIdle?.()));
  };
  return {
    track(response: ServerResponse) {
      if (closeIdle) return endConnection(response);
      inFlight.add(response);
      response.once('close', () => inFlight.delete(response));
    },
    start(closeIdleConnections: () => void) {
      closeIdle = closeIdleConnections;
      for (const response of inFlight) endConnection(response);
      inFlight.clear();
    },
  };
}
