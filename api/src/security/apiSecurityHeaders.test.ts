import type { FastifyInstance } from 'fastify';
import { buildApiApp } from '../app/buildApiApp';
import { testContext } from '../testing/testApp';

let direct: FastifyInstance;
let proxied: FastifyInstance;
beforeAll(async () => {
  direct = await buildApiApp(testContext());
  proxied = await buildApiApp({
    ...testContext(),
    config: { ...testContext().config, trustProxy: ['loopback', '10.0.0.0/8'] },
  });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

describe('API security headers', () => {
  it('sends the usual headers on answers, errors, refusals and 404s', async () => {
    const get = (url: string) => ({ method: 'GET', url }) as const;
    const cases = [
      { request: get('/api/faqs'), status: 200 },
      { request: get('/api/song/x'), status: 400 },
      { request: get('/api/nope'), status: 404 },
      {
        request: {
          method: 'POST',
          url: '/api/content/1/like',
          headers: { origin: 'https://evil.example' },
        } as const,
        status: 403,
      },
    ];
    for (const { request, status } of cases) {
      const res = await direct.inject(request);
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'permissions-policy': expect.stringContaining('camera=()'),
      });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('sends HSTS for a year only when the request came over HTTPS', async () => {
    const plain = await direct.inject({ method: 'GET', url: '/api/faqs' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await proxied.inject({
      method: 'GET',
      url: '/api/faqs',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Without trustProxy the header is the client's word, not a proxy's, and is ignored.
    const spoofed = await direct.inject({
      method: 'GET',
      url: '/api/faqs',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
