import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RenderRequest, ServerRenderer } from '@btb/platform/renderContract';
import { createOrigin } from './createOrigin';
import { sendShellPage } from './render/renderShellPage';
import { addPageSecurityHeaders } from './securityHeaders';
import { serveBuild } from './serveBuild';

const template =
  '<!doctype html><html lang="en"><head><title>B</title></head><body><div id="root"></div></body></html>';

/** Stands in for the shell's server build: an unknown song is a 404 page, as there. */
const renderer: ServerRenderer = {
  warmUp: async () => undefined,
  renderPage: async (request: RenderRequest) => ({
    status: request.url === '/song/999999' ? 404 : 200,
    language: 'en',
    head: '',
    // Big enough to be compressed, as real pages are.
    body: Readable.from([`<main>${'page '.repeat(2000)}</main>`]),
    renderedRemotes: [],
  }),
};

let dir: string;
let base: string;
const open: FastifyInstance[] = [];
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'page-head-'));
  writeFileSync(path.join(dir, 'index.html'), template);
  const api = Fastify();
  await api.ready();
  // The shell's origin as the site builds it, with the page renderer behind its pages.
  const shell = await createOrigin(api, false);
  addPageSecurityHeaders(shell, []);
  await serveBuild(shell, dir, (request, reply, html) =>
    sendShellPage(request, reply, html, {
      renderer,
      apiOrigin: 'http://127.0.0.1:9',
      remotes: {},
      remoteBudgetMs: 300,
      clientPage: (page) => page,
    }),
  );
  open.push(api, shell);
  base = await shell.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const server of open.reverse()) await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Headers that may differ between two answers of one page: framing, time and the CSP nonce. */
const varying = new Set([
  'date',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);
function comparable(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!varying.has(name)) kept[name] = value.replace(/'nonce-[^']+'/g, "'nonce'");
  });
  return kept;
}

const ask = (method: 'GET' | 'HEAD', page: string) =>
  fetch(`${base}${page}`, { method, headers: { 'accept-encoding': 'br, gzip' } });

describe('HEAD of a page', () => {
  it.each(['/', '/search', '/song/118', '/quiz', '/book-overview/DE_EN', '/song/999999'])(
    '%s answers with the status and headers of its GET, without a body',
    async (page) => {
      const get = await ask('GET', page);
      await get.arrayBuffer();
      const head = await ask('HEAD', page);
      expect(head.status).toBe(get.status);
      expect(comparable(head.headers)).toEqual(comparable(get.headers));
      expect(head.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await head.text()).toBe('');
    },
  );

  it('still answers a missing file 404 as plain text', async () => {
    const head = await ask('HEAD', '/missing.0123abcd.js');
    expect(head.status).toBe(404);
    expect(head.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
