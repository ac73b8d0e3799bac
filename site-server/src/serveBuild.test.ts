import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
});
