import type { FastifyInstance } from 'fastify';

/**
 * The page CSP: scripts only from this origin and the remotes' origins, no inline or eval'd script.
 * Styles allow 'unsafe-inline' because styled-components injects its rules at run time.
 */
export function contentSecurityPolicy(codeOrigins: string[]): string {
  const code = ["'self'", ...codeOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `connect-src ${code}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function addPageSecurityHeaders(app: FastifyInstance, codeOrigins: string[]): void {
  const csp = contentSecurityPolicy(codeOrigins);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) return;
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
}
