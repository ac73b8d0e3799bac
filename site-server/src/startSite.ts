import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadApiConfig, openDatabase, prepareDatabase, registerApi, type Db } from '@btb/api';
import { distDir, remoteApps, shellApp } from './apps';
import { inlineRemoteMap } from './inlineRemoteMap';
import { loadRenderer } from './render/loadRenderer';
import { sendShellPage } from './render/renderShellPage';
import { addPageSecurityHeaders } from './securityHeaders';
import { serveBuild } from './serveBuild';
import type { SiteConfig } from './siteConfig';

export interface RunningSite {
  close(): Promise<void>;
}

async function createOrigin(
  db: Db,
  apiConfig: ReturnType<typeof loadApiConfig>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true });
  await app.register(compress, { global: true, threshold: 1024 });
  await registerApi(app, { db, config: apiConfig });
  return app;
}

/**
 * One process serves the whole site: the shell and the API on the shell's origin, and each remote's
 * build (with its standalone page and the same API, for QA) on its own origin.
 */
export async function startSite(config: SiteConfig): Promise<RunningSite> {
  const apiConfig = loadApiConfig({
    ...process.env,
    API_ALLOWED_ORIGINS: [config.shellOrigin, ...config.remoteOrigins].join(','),
  });
  const db = await openDatabase(apiConfig);
  await prepareDatabase(db, apiConfig);

  const servers: FastifyInstance[] = [];

  const shell = await createOrigin(db, apiConfig);
  addPageSecurityHeaders(shell, config.remoteOrigins);
  shell.get('/remotes.json', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(config.remoteMap),
  );
  const renderer = config.serverRender ? loadRenderer(distDir(shellApp)) : null;
  const pageOptions = {
    renderer,
    apiOrigin: `http://localhost:${config.ports[shellApp.dir]}`,
    remoteMap: config.remoteMap,
    remoteBudgetMs: config.remoteBudgetMs,
    clientPage: (html: string) => inlineRemoteMap(html, config.remoteMap, config.remoteOrigins),
  };
  await serveBuild(shell, distDir(shellApp), (request, reply, template) =>
    sendShellPage(request, reply, template, pageOptions),
  );
  servers.push(shell);

  for (const remote of remoteApps) {
    const app = await createOrigin(db, apiConfig);
    await app.register(cors, { origin: [config.shellOrigin], credentials: true });
    addPageSecurityHeaders(app, []);
    await serveBuild(app, distDir(remote));
    servers.push(app);
  }

  const ports = [shellApp, ...remoteApps].map((app) => config.ports[app.dir] as number);
  await Promise.all(
    servers.map((server, i) => server.listen({ host: config.host, port: ports[i] })),
  );
  // The remotes are served now: the renderer loads each one's server entry before learners come.
  await renderer?.warmUp(config.remoteMap);

  return {
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      await db.close();
    },
  };
}
