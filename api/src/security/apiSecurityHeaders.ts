import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

/** One year, as the HSTS preload list asks. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** Powerful features nothing on this site uses; only names Chromium knows. */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Every API response's security headers: `fixed` (helmet's, see helmetHeaders; empty when the host
 * already runs helmet) and those helmet does not cover the way this site wants. HSTS only on HTTPS
 * requests (directly or per X-Forwarded-Proto behind a trusted proxy): RFC 6797 §7.2 forbids it
 * over plain HTTP, where browsers ignore it, and it must not pin a developer's http://localhost to
 * HTTPS.
 */
export function apiSecurityHeaders(fixed: Readonly<Record<string, string>>): onRequestHookHandler {
  const always = { ...fixed, 'permissions-policy': permissionsPolicy };
  return (request: FastifyRequest, reply: FastifyReply, done) => {
    reply.headers(always);
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', strictTransportSecurity);
    done();
  };
}
