import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { releasesPrefix } from '@btb/shared-contract';
import { serveStaticFiles } from './static/serveStaticFiles';

/** A file that never changes (a release's file, a content-hashed chunk): kept for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** A folder being copied in (`<release>.partial-<pid>`) is not a release yet. */
export const stagingMarker = '.partial-';

/**
 * Every file of every release at its own URL, `/releases/<remote>/<release>/<file>`: a release
 * never changes, so each file (manifest and remote entry included) is cached for good, by browsers
 * and, with the build's compressed copies, in this process's memory.
 */
export async function serveReleases(app: FastifyInstance, releasesDir: string): Promise<void> {
  mkdirSync(releasesDir, { recursive: true });
  await serveStaticFiles(
    app,
    {
      root: releasesDir,
      prefix: releasesPrefix,
      index: false,
      wildcard: true,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.includes(stagingMarker),
      setHeaders: (res) => {
        res.header('Cache-Control', immutableCacheControl);
      },
    },
    () => true,
  );
}
