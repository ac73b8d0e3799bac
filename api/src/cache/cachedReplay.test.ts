import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApiApp } from '../app/buildApiApp';
import { testContext } from '../testing/testApp';
import { ResponseCache } from './responseCache';
import { sendCachedJson } from './sendCachedJson';

const cache = new ResponseCache();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApiApp({ ...testContext(), responseCache: cache });
});
afterAll(() => app.close());
beforeEach(() => cache.clear());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The headers a caller compares: all but the ones every response has its own of. */
const comparable = (res: LightMyRequestResponse) => {
  const { 'x-request-id': id, date, ...rest } = res.headers;
  expect(id).toEqual(expect.any(String));
  expect(date).toEqual(expect.any(String));
  return rest;
};

const decoded = (res: LightMyRequestResponse) => {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  return (
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
  ).toString();
};

describe('cache hits answered early', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip'],
    [undefined, 'identity'],
  ])(
    '%s: the same headers and bytes as the full path, a request id of its own',
    async (encoding, accept) => {
      const headers = { 'accept-encoding': accept };
      const first = await get('/api/playlists', headers);
      const hits = [await get('/api/playlists', headers), await get('/api/playlists', headers)];
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      for (const hit of hits) {
        expect(hit.statusCode).toBe(200);
        expect(comparable(hit)).toEqual(comparable(first));
        expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      }
      expect(JSON.parse(decoded(first))).toEqual(expect.any(Array));
    },
  );

  it('answers each encoding with its own bytes, not the first one asked', async () => {
    await get('/api/faqs', { 'accept-encoding': 'br' });
    await get('/api/faqs', { 'accept-encoding': 'gzip' });
    const plain = await get('/api/faqs');
    const br = await get('/api/faqs', { 'accept-encoding': 'br' });
    const gzip = await get('/api/faqs', { 'accept-encoding': 'gzip' });
    expect(decoded(br)).toBe(plain.body);
    expect(decoded(gzip)).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps CORS answers per origin: an Origin header goes the full way', async () => {
    await get('/api/hero-slides');
    await get('/api/hero-slides');
    const allowed = await get('/api/hero-slides', { origin: 'http://localhost:3001' });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const other = await get('/api/hero-slides', { origin: 'https://evil.example' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('/api/hero-slides')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers from the current entry: a cleared cache loads again, a 404 is never replayed', async () => {
    const before = await get('/api/song/16');
    await get('/api/song/16');
    cache.clear();
    const hits = cache.stats.hits;
    const misses = cache.stats.misses;
    const after = await get('/api/song/16');
    expect(after.body).toBe(before.body);
    expect(cache.stats.misses).toBe(misses + 1);
    expect(cache.stats.hits).toBe(hits);
    await get('/api/song/999999');
    expect((await get('/api/song/999999')).statusCode).toBe(404);
  });
});

describe('cache hits answered early, behind a proxy and with compression', () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await buildApiApp({
      ...testContext(),
      responseCache: new ResponseCache(),
      compress: true,
      config: { ...testContext().config, trustProxy: ['loopback', '10.0.0.0/8'] },
    });
  });
  afterAll(() => proxied.close());
  const ask = (headers: Record<string, string>) =>
    proxied.inject({ method: 'GET', url: '/api/playlists', headers });

  it('keeps HSTS to HTTPS requests, hit or not', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (let i = 0; i < 2; i += 1) {
      expect((await ask(https)).headers['strict-transport-security']).toEqual(expect.any(String));
      expect((await ask({})).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('leaves what the server does not store to @fastify/compress, hit or not', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await ask({ 'accept-encoding': 'deflate' }));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('deflate');
    }
  });
});

describe('cache hits answered early, never with another client’s cookie', () => {
  it('sends a response that set a cookie the full way each time', async () => {
    const app = Fastify();
    const own = new ResponseCache();
    app.addHook('onRequest', own.replays.hook(own));
    let visits = 0;
    app.get('/greeting', async (_request, reply) => {
      visits += 1;
      reply.header('set-cookie', `visitor=${visits}`);
      return sendCachedJson(reply, own, 'greeting', async () => ({ value: { hello: 'you' } }));
    });
    const cookies = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/greeting' });
      expect(res.json()).toEqual({ hello: 'you' });
      cookies.push(res.headers['set-cookie']);
    }
    expect(cookies).toEqual(['visitor=1', 'visitor=2', 'visitor=3']);
    await app.close();
  });
});
