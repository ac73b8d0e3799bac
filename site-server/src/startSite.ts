import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { buildApiApp, loadApiConfig, openDatabase, prepareDatabase } from '@btb/api';
import { remoteApps, shellApp } from '@btb/platform';
import { createOrigin } from './createOrigin';
import { inlineRemoteMap } from './inlineRemoteMap';
import { distDir } from './paths';
import { loadRenderer } from './render/loadRenderer';
import { sendShellPage } from './render/renderShellPage';
import { addPageSecurityHeaders } from './securityHeaders';
import { serveBuild } from './serveBuild';
import { serveStandaloneConfig } from './standaloneConfig';
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
    API_ALLOWED_ORIGINS: [config.shellOrigin, ...config.remoteOrigins].join(','),
  });
  const db = await openDatabase(apiConfig);
  await prepareDatabase(db, apiConfig);

  // One API per process: every origin below hands its /api requests to this instance.
  const api = await buildApiApp({ db, config: apiConfig, logger: true, compress: true });
  const servers: FastifyInstance[] = [];

  const shell = await createOrigin(api, apiConfig.trustProxy);
  addPageSecurityHeaders(shell, config.remoteOrigins);
  shell.get('/remotes.json', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(config.remoteMap),
  );
  const renderer = config.serverRender ? loadRenderer(distDir(shellApp)) : null;
  const pageOptions = {
    renderer,
    apiOrigin: `http://localhost:${config.ports[shellApp.folder]}`,
    remoteMap: config.remoteMap,
    remoteBudgetMs: config.remoteBudgetMs,
    clientPage: (html: string) => inlineRemoteMap(html, config.remoteMap, config.remoteOrigins),
  };
  await serveBuild(shell, distDir(shellApp), (request, reply, template) =>
    sendShellPage(request, reply, template, pageOptions),
  );
  // A remote's dev server alone (`npm run dev -- mf-search`) asks the site for its standalone config.
  serveStandaloneConfig(shell, config);
  servers.push(shell);

  for (const remote of remoteApps) {
    const app = await createOrigin(api, apiConfig.trustProxy);
    // Other remotes' standalone pages load this remote too (the quiz-code dialog from mf-quiz).
    await app.register(cors, {
      origin: [config.shellOrigin, ...config.remoteOrigins],
      credentials: true,
    });
    addPageSecurityHeaders(app, config.remoteOrigins);
    serveStandaloneConfig(app, config);
    await serveBuild(app, distDir(remote));
    servers.push(app);
  }

  const ports = [shellApp, ...remoteApps].map((app) => config.ports[app.folder] as number);
  await Promise.all(
    servers.map((server, i) => server.listen({ host: config.host, port: ports[i] })),
  );
  // The remotes are served now: the renderer loads each one's server entry before learners come.
  await renderer?.warmUp(config.remoteMap);

  return {
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      await api.close();
      await db.close();
    },
  };
}
