import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { contentTypeOf } from './contentTypes';
import { sendStaticFile } from './sendStaticFile';
import { createStaticFileCache } from './staticFileCache';

/** @fastify/static's options, with one folder and a URL prefix ending in `/`. */
export type StaticRouteOptions = FastifyStaticOptions & { root: string; prefix: string };

/** Whether a file, by its path under the root (`/main.0123abcd.js`), never changes under its name. */
export type NeverChanges = (pathName: string) => boolean;

/**
 * One per process: every origin of the site holds its files here, so the bound in bytes is the
 * process's, and a file two origins send is held once.
 */
const heldFiles = createStaticFileCache();

/** Plain segments only: no escapes, no empty, dot or dot-dot segment, no dotfile. */
const plainPath = /^(?:\/[\w+~-][\w.+~-]*)+$/;

/** The path under the root that `url` names, when it is a plain one of a type held in memory. */
function plainPathOf(url: string, prefix: string): string | undefined {
  const query = url.indexOf('?');
  const urlPath = query === -1 ? url : url.slice(0, query);
  if (!urlPath.startsWith(prefix)) return undefined;
  const pathName = urlPath.slice(prefix.length - 1);
  return plainPath.test(pathName) && contentTypeOf(pathName) ? pathName : undefined;
}

function answerFromMemory(options: StaticRouteOptions, neverChanges: NeverChanges) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A range is rare (browsers ask for none of these files): @fastify/static sends it.
    if (request.headers.range !== undefined) return;
    const pathName = plainPathOf(request.url, options.prefix);
    if (!pathName || !neverChanges(pathName)) return;
    if (options.allowedPath && !options.allowedPath(pathName, options.root, request)) return;
    const filePath = path.join(options.root, pathName);
    const file = await heldFiles.get(filePath);
    if (!file) return;
    options.setHeaders?.(reply, filePath, file.stat);
    return sendStaticFile(request, reply, file);
  };
}

/**
 * @fastify/static's route for `options`, where the files that never change are sent from memory:
 * read once with the build's `.br`/`.gz` copies, so a request neither looks at the disk nor
 * compresses. Every other request (another file, a range, an escaped path, a missing file, a type
 * not listed in contentTypes.ts) takes @fastify/static's path as before. Its own scope, so the
 * hook runs for this route alone.
 */
export async function serveStaticFiles(
  app: FastifyInstance,
  options: StaticRouteOptions,
  neverChanges: NeverChanges,
): Promise<void> {
  const prefix = options.prefix.endsWith('/') ? options.prefix : `${options.prefix}/`;
  const scoped = { ...options, prefix };
  await app.register(async (scope) => {
    scope.addHook('onRequest', answerFromMemory(scoped, neverChanges));
    await scope.register(fastifyStatic, { ...scoped, decorateReply: false });
  });
}
