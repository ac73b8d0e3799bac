import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The page CSP: scripts only from this origin and the remotes' origins, no eval'd script, and no
 * inline script but those carrying the response's nonce (the server-rendered page's streamed
 * Suspense boundaries: React's small inline scripts that put late content in place).
 * The federation runtime loads remote entries and chunks as plain <script src> (no eval), and the
 * shell fetches each remote's mf-manifest.json, hence the remote origins in connect-src too.
 * Styles allow 'unsafe-inline' because styled-components injects its rules at run time.
 */
export function contentSecurityPolicy(
  codeOrigins: string[],
  inlineScripts: { nonce?: string; hashes?: string[] } = {},
): string {
  const code = ["'self'", ...codeOrigins].join(' ');
  const { nonce, hashes = [] } = inlineScripts;
  const inline = [...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes].map((source) => ` ${source}`);
  return [
    "default-src 'self'",
    `script-src ${code}${inline.join('')}`,
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

const scriptNonces = new WeakMap<FastifyRequest, string>();

/**
 * The nonce of this response's inline scripts: new for each request (128 random bits), named in its
 * CSP by addPageSecurityHeaders. Only a page that has inline script asks for one.
 */
export function scriptNonceFor(request: FastifyRequest): string {
  let nonce = scriptNonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    scriptNonces.set(request, nonce);
  }
  return nonce;
}

const scriptHashes = new WeakMap<FastifyRequest, string[]>();

/**
 * This response's inline scripts named by hash (`'sha256-…'`) instead of a nonce: a page kept for
 * many visitors is the same bytes for each, and no visitor learns a nonce another is served with.
 */
export function allowScriptsByHash(request: FastifyRequest, hashes: string[]): void {
  scriptHashes.set(request, hashes);
}

/** One year, as the HSTS preload list asks. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** Powerful features the site never uses; only names Chromium knows (unknown ones log errors). */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * HSTS goes only on responses that came over HTTPS (directly or, with trustProxy, per
 * X-Forwarded-Proto): RFC 6797 §7.2 forbids it over plain HTTP, where browsers ignore it anyway,
 * and a local `npm start` on http://localhost must not pin localhost to HTTPS for other projects.
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * The fixed headers of every page and asset of one origin (HSTS aside, which depends on the
 * request). The nginx config (deploy/nginx) is generated from this too, so the two cannot drift.
 */
export function pageSecurityHeaders(codeOrigins: string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(codeOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': permissionsPolicy,
    // The site opens no window it needs to script (the book link is a plain new tab).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Remote chunks, manifests and covers are read by the shell on another port.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

/**
 * Headers for every response of one origin: pages, assets, 404s. `/api` requests never get here
 * (createOrigin hands them to the API, which sets its own).
 */
export function addPageSecurityHeaders(app: FastifyInstance, codeOrigins: string[]): void {
  const headers = pageSecurityHeaders(codeOrigins);
  app.addHook('onSend', async (request, reply) => {
    reply.headers(headers);
    const nonce = scriptNonces.get(request);
    const hashes = scriptHashes.get(request);
    if (nonce || hashes)
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy(codeOrigins, { nonce, hashes }),
      );
    if (isSecureRequest(request))
      reply.header('Strict-Transport-Security', strictTransportSecurity);
  });
}
