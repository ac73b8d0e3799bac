import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cacheHeaders';

/**
 * Serves one app's build with the right cache headers; any other GET that wants HTML gets the app's
 * `index.html`, so client-side routes survive a reload.
 */
export async function serveBuild(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml =
      request.method === 'GET' && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!wantsHtml) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
  app.get('/', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
  );
}
