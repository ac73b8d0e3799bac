import { Readable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import type { RenderRequest, RenderResult, ServerRenderer } from '@btb/platform/renderContract';
import { inlineScriptHashes } from './kept/inlineScriptHashes';
import { PageCache } from './kept/pageCache';
import { shellPageServer } from './testing/shellPageServer';

/** Every render this renderer made: what it was asked. */
let renders: RenderRequest[] = [];
let whole = true;
/** What each render waits for before it answers (a slow render, e.g. a busy process). */
let renderGate: Promise<void> = Promise.resolve();
const cookieOf = (cookie: string | undefined, name: string) =>
  new RegExp(`(?:^|; )${name}=([^;]*)`).exec(cookie ?? '')?.[1];
const renderer: ServerRenderer = {
  async renderPage(request): Promise<RenderResult> {
    renders.push(request);
    await renderGate;
    const pair = cookieOf(request.cookie, 'btb_pair') ?? 'none';
    const who = cookieOf(request.cookie, 'btb_session') ? 'ada@example.com' : 'a visitor';
    return {
      status: request.url.startsWith('/song/404') ? 404 : 200,
      language: request.acceptLanguage === 'de' ? 'de' : 'en',
      head: `<script nonce="${request.nonce}">start()</script>`,
      body: Readable.from([`<main>${request.url} ${pair} for ${who}</main>`]),
      renderedRemotes: [],
      whole,
      songIds: [3],
    };
  },
  warmUp: async () => undefined,
  pageVariantOf: async (request) =>
    cookieOf(request.cookie, 'btb_session')
      ? null
      : `${request.acceptLanguage === 'de' ? 'de' : 'en'}|${cookieOf(request.cookie, 'btb_pair') ?? '-'}`,
};

let server: Awaited<ReturnType<typeof shellPageServer>>;
let base: string;
let pages: PageCache;
let cohortMap = { 'mf-song': { entry: 'http://x/releases/mf-song/1/mf-manifest.json' } };
beforeAll(async () => {
  server = await shellPageServer(() => ({ renderer, remotes: cohortMap, pages }));
  base = server.base;
});
afterAll(() => server.close());
beforeEach(() => {
  pages = new PageCache({ maxBytes: 1024 * 1024, freshMs: 60_000, staleMs: 60_000 });
  renders = [];
  whole = true;
  renderGate = Promise.resolve();
});

const get = (path: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
  fetch(`${base}${path}`, { headers, ...(signal ? { signal } : {}) });

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('kept pages', () => {
  it('renders a page once and serves the next visitor the same page, its scripts allowed by hash', async () => {
    const first = await get('/song/1');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const html = await first.text();
    await pages.settled();
    const second = await get('/song/1');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(html);
    expect(renders).toHaveLength(1);
    const csp = second.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain("'nonce-");
    const hashes = inlineScriptHashes(Buffer.from(html));
    for (const hash of hashes) expect(csp).toContain(hash);
    expect(hashes).toHaveLength(1);
  });

  it('never keeps a logged-in page: each is rendered for its learner', async () => {
    const cookie = 'btb_session=abc';
    expect(await (await get('/song/1', { cookie })).text()).toContain('ada@example.com');
    await pages.settled();
    expect(await (await get('/song/1', { cookie })).text()).toContain('ada@example.com');
    expect(await (await get('/song/1')).text()).toContain('a visitor');
    expect(renders).toHaveLength(3);
  });

  it('gives visitors with another pair, language or remote map their own page', async () => {
    await get('/song/1', { cookie: 'btb_pair=de-en' });
    await pages.settled();
    expect(await (await get('/song/1', { cookie: 'btb_pair=es-en' })).text()).toContain('es-en');
    expect(await (await get('/song/1', { cookie: 'btb_pair=de-en' })).text()).toContain('de-en');
    const german = await get('/song/1', { cookie: 'btb_pair=de-en', 'accept-language': 'de' });
    expect(await german.text()).toContain('lang="de"');
    const before = cohortMap;
    cohortMap = { 'mf-song': { entry: 'http://x/releases/mf-song/2/mf-manifest.json' } };
    try {
      // A promoted release: the next page is rendered from it, at once.
      expect((await get('/song/1', { cookie: 'btb_pair=de-en' })).headers.get('x-page-cache')).toBe(
        'miss',
      );
    } finally {
      cohortMap = before;
    }
    expect(renders).toHaveLength(4);
  });

  it('answers a revalidating browser 304, and sends the kept brotli bytes to one that takes them', async () => {
    const first = await get('/song/2');
    const html = await first.text();
    await pages.settled();
    const etag = (await get('/song/2')).headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/song/2', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      import('node:http').then(({ get: httpGet }) =>
        httpGet(`${base}/song/2`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(parts) }),
          );
        }).on('error', reject),
      );
    });
    expect(raw.encoding).toBe('br');
    expect(brotliDecompressSync(raw.body).toString()).toBe(html);
  });

  it('keeps a 404 page too, with its status', async () => {
    expect((await get('/song/404')).status).toBe(404);
    await pages.settled();
    const again = await get('/song/404');
    expect(again.status).toBe(404);
    expect(again.headers.get('x-page-cache')).toBe('hit');
  });

  it('does not keep a page whose remote was left to the browser', async () => {
    whole = false;
    await get('/song/5');
    await pages.settled();
    expect((await get('/song/5')).headers.get('x-page-cache')).toBe('miss');
    expect(renders).toHaveLength(2);
  });

  it('renders once for visitors who come together for a page nobody has yet', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/song/6')));
    await Promise.all(answers.map((answer) => answer.text()));
    expect(renders).toHaveLength(1);
  });

  it('lets the next visitor have a page whose first visitor left before its first byte', async () => {
    let open: () => void = () => undefined;
    renderGate = new Promise((resolve) => (open = resolve));
    const leaving = new AbortController();
    const gone = get('/song/7', {}, leaving.signal).catch(() => 'gone');
    await until(() => renders.length === 1);
    leaving.abort();
    expect(await gone).toBe('gone');
    await until(() => server.aborted() === 1);
    open();
    const next = await get('/song/7', {}, AbortSignal.timeout(2_000));
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('/song/7');
  });
});
