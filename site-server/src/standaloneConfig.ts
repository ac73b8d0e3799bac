import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from './siteConfig';

/**
 * What a remote's standalone page (QA) needs from the site, served as `/standalone.json` on every
 * remote origin (and by `npm run dev` to the dev servers): the full site's origin, where a link to
 * another remote's page goes, and the remote map, from which it loads the quiz-code dialog.
 */
export interface StandaloneConfig {
  siteOrigin: string;
  remotes: Record<string, string>;
}

export function standaloneConfig(config: SiteConfig): StandaloneConfig {
  return { siteOrigin: config.shellOrigin, remotes: config.remoteMap };
}

export function serveStandaloneConfig(app: FastifyInstance, config: SiteConfig): void {
  const body = standaloneConfig(config);
  app.get('/standalone.json', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(body),
  );
}
