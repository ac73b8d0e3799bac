import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';

/**
 * Every file of every release at its own URL, `/releases/<remote>/<release>/<file>`: a release
 * never changes, so each file (manifest and remote entry included) is cached for good.
 */
export async function serveReleases(app: FastifyInstance, releasesDir: string): Promise<void> {
  mkdirSync(releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    index: false,
    wildcard: true,
    cacheControl: false,
    // A folder being copied in is not a release yet.
    allowedPath: (pathName) => !pathName.includes('.partial-'),
    setHeaders: (res) => {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
