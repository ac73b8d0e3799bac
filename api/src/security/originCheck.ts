import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

/** Methods that change state; GET, HEAD and OPTIONS never do here. */
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why a state-changing request looks cross-site, or null when it may proceed. The browser's
 * `Origin` decides; without it the `Referer`'s origin; without both, `Sec-Fetch-Site: cross-site`.
 * A request with none of them (curl, server to server) carries no ambient browser cookie of a
 * victim, so it is not a CSRF vector and stays allowed.
 */
export function crossSiteReason(request: FastifyRequest, allowed: ReadonlySet<string>) {
  const origin = single(request.headers.origin);
  if (origin !== undefined) return allowed.has(origin) ? null : `origin ${origin}`;
  const referer = single(request.headers.referer);
  if (referer !== undefined) {
    const refererOrigin = originOf(referer);
    return refererOrigin && allowed.has(refererOrigin) ? null : 'referer';
  }
  return single(request.headers['sec-fetch-site']) === 'cross-site' ? 'sec-fetch-site' : null;
}

/**
 * CSRF defence for the cookie session: state changes must come from the site's own origins (the
 * shell and the remotes, `config.allowedOrigins`). An Origin check rather than tokens
 * (@fastify/csrf-protection): every supported browser sends Origin on POST/PATCH/PUT/DELETE, the
 * front ends need no token plumbing, and SameSite=Lax cookies already cover the rest.
 */
export function originCheck(allowedOrigins: readonly string[]): onRequestHookHandler {
  const allowed = new Set(allowedOrigins);
  return (request: FastifyRequest, reply: FastifyReply, done) => {
    if (!unsafeMethods.has(request.method)) return done();
    const reason = crossSiteReason(request, allowed);
    if (reason === null) return done();
    request.log.warn({ reason }, 'cross-site state change refused');
    void reply.code(403).send({ message: 'Cross-site request refused' });
  };
}
