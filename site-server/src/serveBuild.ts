import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor } from './cacheHeaders';

/**
 * Serves one app's build with the right cache headers; any other GET that wants HTML gets the app's
 * `index.html` (through `transformIndex` when given), so client-side routes survive a reload.
 */
export async function serveBuild(
  app: FastifyInstance,
  root: string,
  transformIndex?: (html: string) => string,
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  const sendIndex = async (reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    if (!transformIndex) return reply.sendFile('index.html');
    // Read on every request: a redeployed build is live at once. The file is a few hundred bytes.
    const html = await readFile(path.join(root, 'index.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').send(transformIndex(html));
  };
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml =
      request.method === 'GET' && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!wantsHtml) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendIndex(reply);
  });
  app.get('/', (_request, reply) => sendIndex(reply));
}
