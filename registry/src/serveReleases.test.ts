import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { immutableCacheControl, serveReleases } from './serveReleases';

const entry = `var mf_search=${JSON.stringify('x'.repeat(4000))};`;
const files = {
  identity: Buffer.from(entry),
  // Each copy marked, so a test sees which file was sent, not a compression done on the fly.
  br: brotliCompressSync(`${entry}//br`),
  gzip: gzipSync(`${entry}//gz`),
};
const release = '/releases/mf_search/1.0.0-0123456789';
let scratch: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'btb-serve-releases-'));
  const dir = path.join(scratch, 'mf_search', '1.0.0-0123456789');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), files.identity);
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), files.br);
  writeFileSync(path.join(dir, 'remoteEntry.js.gz'), files.gzip);
  const staging = path.join(scratch, 'mf_search', '1.1.0-0123456789.partial-42');
  mkdirSync(staging, { recursive: true });
  writeFileSync(path.join(staging, 'remoteEntry.js'), entry);
  app = Fastify();
  // As the site's origins run: compression on for every answer, and a header on every answer.
  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-every-answer', 'yes');
  });
  // As @fastify/cors on a remote's origin: its answers vary by Origin.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'Origin');
  });
  await serveReleases(app, scratch);
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  rmSync(scratch, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer as sent, undecoded (fetch would decompress it), to the path as written. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const { hostname, port } = new URL(base);
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request({ hostname, port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serveReleases', () => {
  it.each([
    ['gzip, deflate, br', 'br', files.br],
    ['gzip', 'gzip', files.gzip],
    ['br;q=0.5, gzip', 'gzip', files.gzip],
    ['identity', undefined, files.identity],
  ])(
    'answers Accept-Encoding "%s" with the build’s file (%s)',
    async (accepted, encoding, body) => {
      const answer = await get(`${release}/remoteEntry.js`, { 'accept-encoding': accepted });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.body.equals(body)).toBe(true);
      expect(answer.headers['content-length']).toBe(String(body.length));
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe(immutableCacheControl);
      expect(String(answer.headers.vary).split(', ')).toEqual(['Origin', 'Accept-Encoding']);
      expect(answer.headers['x-every-answer']).toBe('yes');
    },
  );
});

describe('serveReleases, beyond a plain GET', () => {
  it('gives each encoding its own strong ETag and answers a matching If-None-Match with 304', async () => {
    const br = await get(`${release}/remoteEntry.js`, { 'accept-encoding': 'br' });
    const plain = await get(`${release}/remoteEntry.js`);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(plain.headers.etag).not.toBe(etag);
    const again = await get(`${release}/remoteEntry.js`, {
      'accept-encoding': 'br',
      'if-none-match': `"other", W/${etag}`,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(immutableCacheControl);
    const otherEncoding = await get(`${release}/remoteEntry.js`, { 'if-none-match': etag });
    expect(otherEncoding.status).toBe(200);
  });

  it('answers If-Modified-Since from Last-Modified when no ETag is offered', async () => {
    const first = await get(`${release}/remoteEntry.js`);
    const since = String(first.headers['last-modified']);
    expect((await get(`${release}/remoteEntry.js`, { 'if-modified-since': since })).status).toBe(
      304,
    );
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const head = await get(`${release}/remoteEntry.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(files.br.length));
  });

  it('still sends a byte range of the file', async () => {
    const range = await get(`${release}/remoteEntry.js`, {
      'accept-encoding': 'br',
      range: 'bytes=0-9',
    });
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-9/${files.identity.length}`);
    expect(range.body.equals(files.identity.subarray(0, 10))).toBe(true);
  });

  it('sends nothing from a folder still being staged, nor a file that is not there', async () => {
    const staging = '/releases/mf_search/1.1.0-0123456789.partial-42/remoteEntry.js';
    expect((await get(staging, { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await get(`${release}/missing.js`, { 'accept-encoding': 'br' })).status).toBe(404);
    const dotted = `${release}/../1.1.0-0123456789.partial-42/remoteEntry.js`;
    expect((await get(dotted, { 'accept-encoding': 'br' })).status).not.toBe(200);
  });
});
