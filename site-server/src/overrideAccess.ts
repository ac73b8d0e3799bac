import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { overriddenRemotesFrom } from '@btb/shared-contract';
import { checkDeployToken, RegistryError } from '@btb/registry';

/**
 * Who may point this browser's remote map at a dev server (the shell's remoteOverride.ts): a site in
 * development mode (`SITE_MODE=development`), or a browser that presented the deploy token
 * (`POST /override-access` with `Authorization: Bearer $DEPLOY_TOKEN` sets an HttpOnly cookie that
 * proves it). Never decided by the client's address: behind a proxy every client looks local.
 */
const cookieName = 'btb_override_access';
/** Dev servers run on this machine's ports; the shell page may load code from there then. */
const devOrigins = ['http://localhost:*', 'http://127.0.0.1:*'];

export interface OverrideAccessOptions {
  deployToken: string | undefined;
  developmentMode: boolean;
}

const proof = (token: string) =>
  createHmac('sha256', token).update('remote-override').digest('hex');

function cookieValue(request: FastifyRequest): string | null {
  const match = new RegExp(`(?:^|;\\s*)${cookieName}=([a-f0-9]{64})`).exec(
    request.headers.cookie ?? '',
  );
  return match?.[1] ?? null;
}

export function overridesAllowed(request: FastifyRequest, options: OverrideAccessOptions): boolean {
  if (options.developmentMode) return true;
  const given = cookieValue(request);
  if (!options.deployToken || !given) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(proof(options.deployToken)));
}

/**
 * The remotes this browser overrides (the cookie the shell mirrors them in), where overrides are
 * allowed for it: the server renderer leaves their pages to the browser. Anywhere else: none.
 */
export function overriddenRemotes(
  request: FastifyRequest,
  options: OverrideAccessOptions,
): string[] {
  const named = overriddenRemotesFrom(request.headers.cookie);
  return named.length > 0 && overridesAllowed(request, options) ? named : [];
}

/** Adds the dev servers' origins to a page CSP's script-src and connect-src. */
export function withDevOrigins(csp: string): string {
  return csp.replace(/(script-src|connect-src) ([^;]*)/g, `$1 $2 ${devOrigins.join(' ')}`);
}

export function registerOverrideAccess(app: FastifyInstance, options: OverrideAccessOptions) {
  app.get('/override-access', (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ allowed: overridesAllowed(request, options) }),
  );
  app.post('/override-access', (request, reply) => {
    try {
      checkDeployToken(options.deployToken, request.headers.authorization);
    } catch (error) {
      const status = error instanceof RegistryError ? error.status : 403;
      return reply.code(status).send({ error: (error as Error).message });
    }
    return reply
      .header(
        'Set-Cookie',
        `${cookieName}=${proof(options.deployToken as string)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200`,
      )
      .send({ allowed: true });
  });
  app.delete('/override-access', (_request, reply) =>
    reply
      .header('Set-Cookie', `${cookieName}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`)
      .send({ allowed: false }),
  );
  // The shell page may then load a dev server's code (the CSP names only the remotes otherwise).
  app.addHook('onSend', async (request, reply) => {
    const csp = reply.getHeader('Content-Security-Policy');
    if (typeof csp === 'string' && overridesAllowed(request, options)) {
      reply.header('Content-Security-Policy', withDevOrigins(csp));
    }
  });
}
