import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildTestApp, testContext } from '../testing/testApp';
import { apiBodyLimit, registerApi } from './registerApi';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the /api context', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does/not/exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'No API route for GET /api/does/not/exist' });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const other = await app.inject({ method, url: '/api/nope' });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: `No API route for ${method} /api/nope` });
    }
  });

  it('sends security headers on every response', async () => {
    for (const url of ['/api/faqs', '/api/nope', '/api/song/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = testContext().config.allowedOrigins[1] as string;
    const ok = await app.inject({ method: 'GET', url: '/api/faqs', headers: { origin: allowed } });
    expect(ok.headers['access-control-allow-origin']).toBe(allowed);
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await app.inject({
      method: 'GET',
      url: '/api/faqs',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/content/1/like',
      headers: { origin: allowed, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('answers oversize bodies with 413 and wrong content types with 415', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/quiz/validate-code',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code: 'x'.repeat(apiBodyLimit) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Request body is too large' });
    const text = await app.inject({
      method: 'POST',
      url: '/api/quiz/validate-code',
      headers: { 'content-type': 'application/xml' },
      payload: '<code>1</code>',
    });
    expect(text.statusCode).toBe(415);
    expect(typeof text.json().message).toBe('string');
  });

  it('mounts on a host that already has cookie and helmet, leaving the host alone', async () => {
    const host = Fastify();
    await host.register(cookie);
    await host.register(helmet, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } },
    });
    host.get('/', async () => 'page');
    await registerApi(host, testContext());
    const api = await host.inject({ method: 'GET', url: '/api/faqs?language=en' });
    expect(api.statusCode).toBe(200);
    const page = await host.inject({ method: 'GET', url: '/' });
    expect(page.body).toBe('page');
    expect((await host.inject({ method: 'GET', url: '/not-api' })).statusCode).toBe(404);
    await host.close();
  });

  it('leaves pages of a host without helmet free of the API headers', async () => {
    const host = Fastify();
    host.get('/', async () => 'page');
    await registerApi(host, testContext());
    const page = await host.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toBeUndefined();
    const api = await host.inject({ method: 'GET', url: '/api/faqs' });
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    await host.close();
  });
});
