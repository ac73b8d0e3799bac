import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { buildApiApp, loadApiConfig, type TrustProxy } from '@btb/api';
import type { Db } from '@btb/database';
import { createOrigin } from './createOrigin';
import { addPageSecurityHeaders } from './securityHeaders';
import { serveBuild } from './serveBuild';

const open: FastifyInstance[] = [];
afterAll(async () => {
  for (const server of open.reverse()) await server.close();
});

/** A started origin in front of `api`; real sockets (this package's jest cannot load inject). */
async function startOrigin(api: FastifyInstance, trustProxy: TrustProxy, root?: string) {
  const origin = await createOrigin(api, trustProxy);
  addPageSecurityHeaders(origin, []);
  if (root) await serveBuild(origin, root);
  else origin.get('/', async () => 'page');
  open.push(origin);
  return origin.listen({ host: '127.0.0.1', port: 0 });
}

/** A small API that reports what it sees and keeps one counter in memory. */
async function probeApi(trustProxy: TrustProxy) {
  const api = Fastify({ trustProxy });
  let likes = 0;
  api.get('/api/seen', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  api.post('/api/like', async () => ({ likes: ++likes }));
  api.get('/api/likes', async () => ({ likes }));
  await api.ready();
  open.push(api);
  return api;
}

const forged = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };

describe('proxy trust', () => {
  it('ignores forwarded headers unless TRUST_PROXY is set', async () => {
    const trustProxy = loadApiConfig({ MEDIA_SIGNING_SECRET: 'x'.repeat(32) }).trustProxy;
    const base = await startOrigin(await probeApi(trustProxy), trustProxy);
    const seen = await fetch(`${base}/api/seen`, { headers: forged });
    expect(await seen.json()).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    const page = await fetch(`${base}/`, { headers: forged });
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('believes one proxy hop with TRUST_PROXY=1', async () => {
    const trustProxy = loadApiConfig({
      MEDIA_SIGNING_SECRET: 'x'.repeat(32),
      TRUST_PROXY: '1',
    }).trustProxy;
    const base = await startOrigin(await probeApi(trustProxy), trustProxy);
    const seen = await fetch(`${base}/api/seen`, { headers: forged });
    expect(await seen.json()).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    const page = await fetch(`${base}/`, { headers: forged });
    expect(page.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});

describe('one API per process', () => {
  it('shows a write made on one origin on every other origin at once', async () => {
    const api = await probeApi(false);
    const shell = await startOrigin(api, false);
    const remote = await startOrigin(api, false);
    expect(await (await fetch(`${shell}/api/like`, { method: 'POST' })).json()).toEqual({
      likes: 1,
    });
    expect(await (await fetch(`${remote}/api/likes`)).json()).toEqual({ likes: 1 });
  });
});

describe('API answers are the API’s', () => {
  let base: string;
  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'btb-origin-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    const config = loadApiConfig({ DATA_DIR: root, MEDIA_SIGNING_SECRET: 'x'.repeat(32) });
    // Unknown paths never reach the database.
    const db = { kind: 'pglite' } as unknown as Db;
    const api = await buildApiApp({ db, config });
    open.push(api);
    base = await startOrigin(api, false, root);
  });

  it('answers any unknown /api path, any method, with the JSON 404', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const url of ['/api/nope', '/api', '/api/nope/deeper?x=1']) {
        const res = await fetch(`${base}${url}`, { method });
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({ message: expect.stringMatching(/^No API route for /) });
      }
    }
  });

  it('falls back to the shell HTML only for other paths, always with CSP and X-Frame-Options', async () => {
    for (const url of ['/', '/search', '/song/12', '/apiary']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('draining', () => {
  /** One GET through `agent`, with the answer's status and headers. */
  function get(url: string, agent: http.Agent) {
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(url, { agent }, (res) => res.resume().on('end', () => resolve(res)))
        .on('error', reject);
    });
  }

  /**
   * An origin whose `path` (on the API, or the origin's own) is answered by `answer` once
   * released, with one request of it in flight on a kept-alive connection (as a proxy in front
   * keeps them) when `close()` starts.
   */
  async function drainWithSlowRequestInFlight(
    path: '/api/slow' | '/slow',
    answer: (reply: FastifyReply) => unknown,
  ) {
    const api = Fastify();
    // A reply is thenable: it is passed in an object so the promise does not wait on it.
    let arrived!: (request: { reply: FastifyReply }) => void;
    const inFlight = new Promise<{ reply: FastifyReply }>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = async (_request: unknown, reply: FastifyReply) => {
      arrived({ reply });
      await released;
      return answer(reply);
    };
    if (path === '/api/slow') api.get(path, slow);
    await api.ready();
    open.push(api);
    const origin = await createOrigin(api, false);
    if (path === '/slow') origin.get(path, slow);
    let draining!: () => void;
    const drainStarted = new Promise<void>((resolve) => (draining = resolve));
    origin.addHook('preClose', async () => draining());
    const base = await origin.listen({ host: '127.0.0.1', port: 0 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answered = get(`${base}${path}`, agent);
    const { reply } = await inFlight;
    return {
      reply,
      async closeWhileInFlight() {
        const closed = origin.close();
        await drainStarted;
        // One turn of the event loop: Fastify has closed the connections idle at the start.
        await new Promise(setImmediate);
        release();
        const res = await answered;
        // Unless the connection ends, this waits for the server's keep-alive timeout (72 s).
        await closed;
        agent.destroy();
        return res;
      },
    };
  }

  it.each(['/api/slow', '/slow'] as const)(
    'answers a request to %s in flight, then ends its kept-alive connection',
    async (path) => {
      const { closeWhileInFlight } = await drainWithSlowRequestInFlight(path, () => 'done');
      const res = await closeWhileInFlight();
      expect(res.statusCode).toBe(200);
      expect(res.headers.connection).toBe('close');
    },
  );

  it('closes the connection of a stream whose headers went out before the drain, once it ends', async () => {
    const { reply, closeWhileInFlight } = await drainWithSlowRequestInFlight(
      '/api/slow',
      (streaming) => {
        streaming.raw.end('rest');
        return streaming;
      },
    );
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.write('start');
    const res = await closeWhileInFlight();
    expect(res.statusCode).toBe(200);
  });
});
