import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The remote map for the request's browser (the registry's, per cohort; a fixed one in dev). */
export type RemoteMapFor = (request: FastifyRequest, reply: FastifyReply) => Promise<object>;

/**
 * What a remote's standalone page (QA) needs from the site, served as `/standalone.json` on every
 * remote origin (and on the shell's, for a dev server alone): the full site's origin, where a link
 * to another remote's page goes, and this browser's remote map, from which it loads the quiz-code
 * dialog. Without a map the page still works; the dialog shows its fallback.
 */
export function serveStandaloneConfig(
  app: FastifyInstance,
  siteOrigin: string,
  remoteMapFor: RemoteMapFor,
): void {
  app.get('/standalone.json', async (request, reply) => {
    const remotes = await remoteMapFor(request, reply).catch((error: unknown) => {
      console.error('[site] no remote map for /standalone.json:', error);
      return {};
    });
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .send({ siteOrigin, remotes });
  });
}
