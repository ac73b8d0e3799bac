/**
 * The measured side of the static-file load measure: one origin built as the site builds one
 * (createOrigin, the page security headers, serveReleases, serveBuild), serving the staged release
 * and the shell's build. Its pieces come from the measured tree's sources (BENCH_SITE_ROOT), so an
 * older checkout is measured by this bench as it is.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import { remoteApps } from '@btb/platform';
import { ports, siteRoot } from '../config';
import { runBenchServer } from '../api/benchProcess';
import { readStaticFiles } from './staticFiles';

interface OriginPieces {
  createOrigin(api: FastifyInstance, trustProxy: false): Promise<FastifyInstance>;
  addPageSecurityHeaders(app: FastifyInstance, codeOrigins: string[]): void;
  serveReleases(app: FastifyInstance, releasesDir: string): Promise<void>;
  serveBuild(app: FastifyInstance, root: string): Promise<void>;
}

/** Loaded by path: createOrigin and serveBuild are not in the site server's package exports. */
async function originPieces(): Promise<OriginPieces> {
  const load = (file: string) => import(path.join(siteRoot, file)) as Promise<OriginPieces>;
  const [origin, headers, releases, build] = await Promise.all([
    load('site-server/src/createOrigin.ts'),
    load('site-server/src/securityHeaders.ts'),
    load('registry/src/serveReleases.ts'),
    load('site-server/src/serveBuild.ts'),
  ]);
  return {
    createOrigin: origin.createOrigin,
    addPageSecurityHeaders: headers.addPageSecurityHeaders,
    serveReleases: releases.serveReleases,
    serveBuild: build.serveBuild,
  };
}

runBenchServer(async () => {
  const { releasesDir, shellDist } = readStaticFiles();
  const pieces = await originPieces();
  // No /api request is sent: an empty instance stands in for the site's API.
  const app = await pieces.createOrigin(Fastify({ logger: false }), false);
  const remoteOrigins = remoteApps.map((remote) => `http://localhost:${ports[remote.folder]}`);
  pieces.addPageSecurityHeaders(app, remoteOrigins);
  await pieces.serveReleases(app, releasesDir);
  await pieces.serveBuild(app, shellDist);
  return app;
});
