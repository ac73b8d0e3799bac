import type { RemoteMap } from '@btb/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cohortFromCookie, cohortSetCookie, newCohort } from './cohort';
import { deploymentsOf } from './deployments';
import { checkDeployToken } from './deployToken';
import type { Registry } from './registry';
import type { MapResolver } from './remoteMap';
import { listAudit } from './registryStore';
import { RegistryError } from './types';
import type { Db } from '@btb/database';

export interface RegistryRouteOptions {
  registry: Registry;
  resolver: MapResolver;
  db: Db;
  deployToken: string | undefined;
}

/** The browser's cohort; a browser without one gets one now (cookie), kept for a year. */
export function cohortOf(request: FastifyRequest, reply: FastifyReply): string {
  const cohort = cohortFromCookie(request.headers.cookie);
  if (cohort) return cohort;
  const fresh = newCohort();
  reply.header('Set-Cookie', cohortSetCookie(fresh));
  return fresh;
}

/** The remote map for this request's browser (resolved per request, cached ≤ 1 s). */
export function remoteMapFor(
  resolver: MapResolver,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RemoteMap> {
  return resolver.resolve(cohortOf(request, reply));
}

function sendError(reply: FastifyReply, error: unknown) {
  if (error instanceof RegistryError) {
    return reply.code(error.status).send({ error: error.message });
  }
  console.error('[registry]', error);
  return reply.code(500).send({ error: 'The registry could not do that; nothing was changed.' });
}

/**
 * `/remotes.json` and the registry's HTTP interface on the shell's origin. Only the remote map is
 * public (the browser loads remotes from it); every other read and every write takes the deploy
 * token (`Authorization: Bearer $DEPLOY_TOKEN`).
 */
export function registerRegistryRoutes(app: FastifyInstance, options: RegistryRouteOptions) {
  const { registry, resolver, db, deployToken } = options;

  app.get('/remotes.json', async (request, reply) => {
    try {
      const map = await remoteMapFor(resolver, request, reply);
      return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').send(map);
    } catch (error) {
      console.error('[registry] no remote map to serve:', error);
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .send({ error: 'The remote map is not available.' });
    }
  });

  // Everything but the remote map (and the releases' files, served apart) is the deploy team's:
  // the audit log names actions, releases and tokens; the snapshot every release and channel.
  const tokenReads = {
    '/registry': () => registry.snapshot(),
    '/registry/audit': () => listAudit(db),
    // The live versions per remote and who changed them: the /deployments page.
    '/registry/deployments': async () => {
      const [snapshot, audit] = await Promise.all([registry.snapshot(), listAudit(db)]);
      return deploymentsOf(snapshot, audit);
    },
  } as const;
  for (const [url, read] of Object.entries(tokenReads)) {
    app.get(url, async (request, reply) => {
      try {
        checkDeployToken(deployToken, request.headers.authorization);
        return reply.header('Cache-Control', 'no-store').send(await read());
      } catch (error) {
        return sendError(reply, error);
      }
    });
  }

  const writes = {
    '/registry/releases': registry.register,
    '/registry/promote': registry.promote,
    '/registry/rollback': registry.rollback,
    '/registry/retire': registry.retire,
    '/registry/prune': registry.prune,
  } as const;
  for (const [url, write] of Object.entries(writes)) {
    app.post(url, async (request, reply) => {
      try {
        const actor = checkDeployToken(deployToken, request.headers.authorization);
        const result = await write(request.body, actor);
        resolver.invalidate();
        return reply.send(result);
      } catch (error) {
        return sendError(reply, error);
      }
    });
  }
}
