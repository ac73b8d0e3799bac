import Fastify, { type FastifyInstance } from 'fastify';
import { addPageSecurityHeaders, contentSecurityPolicy, scriptNonceFor } from './securityHeaders';

const remotes = ['http://localhost:3001', 'https://search.example.com'];

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = Fastify({ trustProxy: '127.0.0.1' });
  addPageSecurityHeaders(app, remotes);
  app.get('/', async () => 'page');
  // A page with inline script: its nonce is in the page and in its CSP.
  app.get('/streamed', async (request) => scriptNonceFor(request));
  // A real socket on loopback: this package's jest setup cannot load fastify.inject's ESM cookie.
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

async function headersOf(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, { headers });
  return Object.fromEntries(res.headers.entries());
}

describe('page security headers', () => {
  it('sends the CSP and the usual headers on pages', async () => {
    const headers = await headersOf('/');
    expect(headers).toMatchObject({
      'content-security-policy': contentSecurityPolicy(remotes),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when a proxy says the request came over HTTPS', async () => {
    const headers = await headersOf('/', { 'x-forwarded-proto': 'https' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('script nonces', () => {
  const scriptSrc = (csp: string | null) =>
    csp?.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

  it("names the page's own nonce in its CSP, a new one on every request", async () => {
    const [first, second] = await Promise.all([
      fetch(`${base}/streamed`),
      fetch(`${base}/streamed`),
    ]);
    const nonces = [await first.text(), await second.text()];
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(scriptSrc(first.headers.get('content-security-policy'))).toBe(
      `script-src 'self' ${remotes.join(' ')} 'nonce-${nonces[0]}'`,
    );
    expect(scriptSrc(second.headers.get('content-security-policy'))).toContain(
      `'nonce-${nonces[1]}'`,
    );
  });

  it('gives pages without inline script no nonce', async () => {
    const headers = await headersOf('/');
    expect(headers['content-security-policy']).not.toContain('nonce-');
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (csp: string) =>
    Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('lets scripts and fetches come only from this origin and the named remotes', () => {
    const csp = directives(contentSecurityPolicy(remotes));
    expect(csp['script-src']).toEqual(["'self'", ...remotes]);
    expect(csp['connect-src']).toEqual(["'self'", ...remotes]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('never allows inline or eval-ed script', () => {
    const csp = directives(contentSecurityPolicy(remotes));
    expect(csp['script-src']?.join(' ')).not.toMatch(/unsafe|data:|blob:/);
    expect(contentSecurityPolicy(remotes)).not.toContain('unsafe-eval');
  });
});
