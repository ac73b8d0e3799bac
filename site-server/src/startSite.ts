import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { buildApiApp, loadApiConfig, openRedis, prepareDatabase, ResponseCache } from '@btb/api';
import { openDatabase } from '@btb/database';
import { remoteApps, shellApp } from '@btb/platform';
import { createOrigin } from './createOrigin';
import { inlineRemoteMap } from './inlineRemoteMap';
import { distDir } from '@btb/platform/paths';
import {
  createMapResolver,
  registerRegistryRoutes,
  remoteMapFor,
  serveReleases,
  startRegistry,
} from '@btb/registry';
import { releasesDirOf } from '@btb/registry/releaseFiles';
import { originOf, siteOrigins } from './siteConfig';
import { loadRenderer } from './render/loadRenderer';
import { sendShellPage } from './render/renderShellPage';
import { inProcessFetch } from './render/inProcessFetch';
import { sitePageCache } from './render/kept/sitePageCache';
import { addPageSecurityHeaders } from './securityHeaders';
import { overriddenRemotes, registerOverrideAccess } from './overrideAccess';
import { serveBuild } from './serveBuild';
import { registerSeoRoutes } from './seo/registerSeoRoutes';
import { registerAppRoutes } from './pwa/registerAppRoutes';
import { withAppHeadLinks } from './pwa/webAppManifest';
import { serveStandaloneConfig, type RemoteMapFor } from './standaloneConfig';
import type { SiteConfig } from './siteConfig';

export interface RunningSite {
  close(): Promise<void>;
}

/**
 * One process serves the whole site: the shell and the API on the shell's origin, and each remote's
 * build (with its standalone page and the same API instance, for QA) on its own origin.
 */
export async function startSite(config: SiteConfig): Promise<RunningSite> {
  const apiConfig = loadApiConfig({
    ...process.env,
    API_ALLOWED_ORIGINS: siteOrigins(config).join(','),
  });
  const db = await openDatabase(apiConfig);
  await prepareDatabase(db, apiConfig, (line) => console.log(`[media] ${line}`));

  // One API per process: every origin below hands its /api requests to this instance.
  const redis = apiConfig.redisUrl
    ? await openRedis(apiConfig.redisUrl, apiConfig.redisKeyPrefix)
    : undefined;
  const responseCache = new ResponseCache();
  const api = await buildApiApp({
    db,
    config: apiConfig,
    logger: true,
    compress: true,
    redis,
    responseCache,
    // Releases staged at start land here (RELEASES_DIR may put them on a volume of their own).
    volumes: { releases: releasesDirOf(process.env, apiConfig.dataDir) },
  });
  const pages = sitePageCache({ maxBytes: config.pageCacheBytes, responseCache, redis });
  const servers: FastifyInstance[] = [];

  const registry = await startRegistry(db, apiConfig.dataDir);
  const resolver = createMapResolver({
    load: registry.snapshot,
    originOf: (remote) => originOf(config.remoteMap[remote]) ?? config.shellOrigin,
  });

  const shell = await createOrigin(api, apiConfig.trustProxy);
  addPageSecurityHeaders(shell, config.remoteOrigins);
  registerRegistryRoutes(shell, { registry, resolver, db, deployToken: process.env.DEPLOY_TOKEN });
  const overrideAccess = {
    deployToken: process.env.DEPLOY_TOKEN,
    developmentMode: process.env.SITE_MODE === 'development',
  };
  registerOverrideAccess(shell, overrideAccess);
  const mapFor: RemoteMapFor = (request, reply) => remoteMapFor(resolver, request, reply);
  await serveReleases(shell, registry.releasesDir);
  registerSeoRoutes(shell, { db, api, dataDir: apiConfig.dataDir, siteOrigin: config.shellOrigin });
  registerAppRoutes(shell);
  const renderer = config.serverRender ? loadRenderer(distDir(shellApp)) : null;
  const pageOptions = {
    renderer,
    apiOrigin: `http://localhost:${config.ports[shellApp.folder]}`,
    apiFetch: inProcessFetch(api),
    ...(pages ? { pages } : {}),
    remoteBudgetMs: config.remoteBudgetMs,
    siteOrigin: config.shellOrigin,
  };
  // Each page is rendered and hydrated from the releases of this browser's cohort.
  await serveBuild(shell, distDir(shellApp), async (request, reply, template) => {
    const map = await remoteMapFor(resolver, request, reply).catch(() => null);
    return sendShellPage(request, reply, template, {
      ...pageOptions,
      remotes: map ?? {},
      browserOnlyRemotes: overriddenRemotes(request, overrideAccess),
      clientPage: (html: string, language?: string) =>
        withAppHeadLinks(map ? inlineRemoteMap(html, map, config.remoteOrigins) : html, language),
    });
  });
  // A remote's dev server alone (`npm run dev -- mf-search`) asks the site for its standalone config.
  serveStandaloneConfig(shell, config.shellOrigin, mapFor);
  servers.push(shell);

  for (const remote of remoteApps) {
    const app = await createOrigin(api, apiConfig.trustProxy);
    // Other remotes' standalone pages load this remote too (the quiz-code dialog from mf-quiz).
    await app.register(cors, {
      origin: siteOrigins(config),
      credentials: true,
    });
    addPageSecurityHeaders(app, config.remoteOrigins);
    serveStandaloneConfig(app, config.shellOrigin, mapFor);
    await serveReleases(app, registry.releasesDir);
    await serveBuild(app, distDir(remote));
    servers.push(app);
  }

  const ports = [shellApp, ...remoteApps].map((app) => config.ports[app.folder] as number);
  await Promise.all(
    servers.map((server, i) => server.listen({ host: config.host, port: ports[i] })),
  );
  // The remotes are served now: the renderer loads each one's server entry before learners come.
  if (renderer) {
    const map = await resolver.resolve('warm-up');
    await renderer.warmUp(map);
  }

  return {
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      await api.close();
      await redis?.close();
      await db.close();
    },
  };
}
