import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serveBuild } from './serveBuild';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dir: string;
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(dir, 'main.0123abcd.js'), script);
  // Marked so the test sees which file was sent, not a compression done on the fly.
  writeFileSync(path.join(dir, 'main.0123abcd.js.br'), brotliCompressSync(`${script}//br`));
  writeFileSync(path.join(dir, 'main.0123abcd.js.gz'), gzipSync(`${script}//gz`));
  writeFileSync(path.join(dir, 'plain.0123abcd.js'), script);
  writeEntry('first');
  app = Fastify();
  // As the site's origins run: compression on, which must leave precompressed files alone.
  await app.register(compress, { global: true, threshold: 1024 });
  await serveBuild(app, dir);
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A file the build names without a hash: a rebuild writes it again, with its compressed copy. */
function writeEntry(build: string) {
  const entry = `var mf_search=${JSON.stringify(build.repeat(1000))};`;
  writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  writeFileSync(path.join(dir, 'remoteEntry.js.br'), brotliCompressSync(entry));
  return entry;
}

/** The answer as sent, undecoded (fetch would decompress it). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(new URL(url, base), { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** fetch decodes br and gzip itself; the body tells which file the server sent. */
async function get(url: string, acceptEncoding: string) {
  const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': acceptEncoding } });
  return { encoding: res.headers.get('content-encoding'), body: await res.text(), res };
}

describe('serveBuild', () => {
  it('sends the build’s .br file to clients that accept brotli', async () => {
    const { encoding, body, res } = await get('/main.0123abcd.js', 'gzip, deflate, br');
    expect(encoding).toBe('br');
    expect(body).toBe(`${script}//br`);
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('sends the .gz file to gzip-only clients and the plain file to the rest', async () => {
    expect(await get('/main.0123abcd.js', 'gzip')).toMatchObject({
      encoding: 'gzip',
      body: `${script}//gz`,
    });
    expect(await get('/main.0123abcd.js', 'identity')).toMatchObject({
      encoding: null,
      body: script,
    });
  });

  it('still serves an asset the build left uncompressed', async () => {
    const { body } = await get('/plain.0123abcd.js', 'gzip, br');
    expect(body).toBe(script);
  });

  it('answers a hashed chunk’s ETag with 304, and HEAD with the GET headers', async () => {
    const first = await raw('/main.0123abcd.js', { 'accept-encoding': 'br' });
    expect(first.body.equals(brotliCompressSync(`${script}//br`))).toBe(true);
    const etag = String(first.headers.etag);
    const again = await raw('/main.0123abcd.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toContain('immutable');
    const head = await raw('/main.0123abcd.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
  });

  it('sends a rebuilt remote entry at once, revalidated on every load', async () => {
    expect(await get('/remoteEntry.js', 'br')).toMatchObject({ body: writeEntry('first') });
    const rebuilt = writeEntry('second');
    const { body, res } = await get('/remoteEntry.js', 'br');
    expect(body).toBe(rebuilt);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await get('/remoteEntry.js', 'identity')).toMatchObject({ body: rebuilt });
  });

  it('answers a missing chunk with 404 and a client route with the page', async () => {
    expect((await raw('/gone.89abcdef.js', { 'accept-encoding': 'br' })).status).toBe(404);
    const page = await raw('/search', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>t</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('still sends a byte range of a hashed chunk', async () => {
    const range = await raw('/main.0123abcd.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.body.length).toBe(10);
  });
});
