import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * JSON and media only: nothing here may run script or be framed. The site server owns the page
 * CSP; this one covers API responses (and SVG covers opened directly).
 */
export const apiHelmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      imgSrc: ["'self'"],
      styleSrc: ["'unsafe-inline'"],
      frameAncestors: ["'none'"],
    },
  },
  // Covers and audio are embedded by the remotes' standalone pages on sibling ports.
  crossOriginResourcePolicy: { policy: 'same-site' },
  xFrameOptions: { action: 'deny' },
  // Sent by apiSecurityHeaders, only over HTTPS.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets for these options (lower-case names), worked out once. @fastify/helmet
 * builds a new helmet middleware on every request, parsing the options and the CSP again; these
 * options depend on nothing in the request (no nonces, no directive functions), so the result is
 * the same every time and a request only has to copy it.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
