import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStaticFiles } from '@btb/registry/static';
import { cacheControlFor, contentHashed } from './cacheHeaders';

/** Answers a page request from the app's `index.html` (the shell renders it on the server). */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
) => Promise<FastifyReply>;

/**
 * Serves one app's build with the right cache headers, sending the `.br`/`.gz` file the build wrote
 * beside an asset when the client accepts it (nothing is compressed per request); any other GET or
 * HEAD that wants HTML gets the app's `index.html` (through `sendPage` when given), so client-side
 * routes survive a reload. Hashed chunks never change under their name, so they are sent from
 * memory; the other files (index.html, remoteEntry.js, the manifest) are looked up per request, so
 * a rebuild is live at once.
 */
export async function serveBuild(
  app: FastifyInstance,
  root: string,
  sendPage?: SendPage,
): Promise<void> {
  const options = {
    root,
    prefix: '/',
    index: false as const,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res: FastifyReply, filePath: string) => {
      res.header('Cache-Control', cacheControlFor(filePath));
    },
  };
  // Gives `reply.sendFile` (index.html); the files are served by the route below.
  await app.register(fastifyStatic, { ...options, serve: false });
  await serveStaticFiles(app, { ...options, wildcard: true }, (pathName) =>
    contentHashed.test(pathName),
  );
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    if (!sendPage) return reply.sendFile('index.html');
    // Read on every request: a redeployed build is live at once. The file is a few hundred bytes.
    const html = await readFile(path.join(root, 'index.html'), 'utf8');
    return sendPage(request, reply, html);
  };
  app.setNotFoundHandler((request, reply) => {
    // HEAD is GET without the body (link checkers, uptime monitors): the same page, status and
    // headers; Node leaves the body out.
    const wantsHtml =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (!wantsHtml) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendIndex(request, reply);
  });
  // Not Fastify's own HEAD route, which answers without the page's compression and its headers.
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: sendIndex });
}
