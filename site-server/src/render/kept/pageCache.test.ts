import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { keptPageOf, type KeptPage } from './keptPage';
import { PageCache } from './pageCache';

let now = 1_000_000;
const cache = (maxBytes = 1024 * 1024) =>
  new PageCache({ maxBytes, freshMs: 5_000, staleMs: 60_000, now: () => now });
const page = async (html: string, songIds: number[] = []) =>
  keptPageOf({ status: 200, html: Buffer.from(html), songIds, renderedAt: now });

/** The page a cache gives for `key` once `render` was started for it. */
async function keptAfter(pages: PageCache, key: string, render: Promise<KeptPage | null>) {
  pages.started(key, render);
  await pages.settled();
  return pages.find(key);
}

describe('PageCache', () => {
  beforeEach(() => {
    now = 1_000_000;
  });

  it('serves a page fresh, then stale once while it is rendered again, then not at all', async () => {
    const pages = cache();
    expect(await pages.find('/')).toBeNull();
    expect((await keptAfter(pages, '/', page('<p>one</p>')))?.stale).toBe(false);
    now += 5_000;
    const stale = await pages.find('/');
    expect(stale?.stale).toBe(true);
    expect(stale?.page.html.toString()).toBe('<p>one</p>');
    let renders = 0;
    const next = page('<p>two</p>');
    const again = () => {
      renders += 1;
      return next;
    };
    pages.revalidate('/', again);
    pages.revalidate('/', again);
    expect(renders).toBe(1);
    await pages.settled();
    const renewed = await pages.find('/');
    expect(renewed?.page.html.toString()).toBe('<p>two</p>');
    expect(renewed?.stale).toBe(false);
    now += 65_000;
    expect(await pages.find('/')).toBeNull();
  });

  it('lets go of a page past its stale window without waiting for the byte budget', async () => {
    jest.useFakeTimers();
    try {
      const pages = cache();
      await keptAfter(pages, '/', page('<p>one</p>'));
      expect(pages.size.pages).toBe(1);
      now += 65_001;
      jest.advanceTimersByTime(65_002);
      // Nobody asked for it again: the purge timer dropped it.
      expect(pages.size).toEqual({ bytes: 0, pages: 0 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets the visitors of a key nobody has yet wait for the one render, not start their own', async () => {
    const pages = cache();
    let finish: (page: KeptPage) => void = () => undefined;
    expect(await pages.find('/search')).toBeNull();
    pages.started('/search', new Promise((resolve) => (finish = resolve)));
    const waiting = pages.find('/search');
    finish(await page('<p>results</p>'));
    expect((await waiting)?.page.html.toString()).toBe('<p>results</p>');
    expect(pages.stats.renders).toBe(1);
  });

  it('does not serve a page rendered before a like of a song it shows; other pages stay', async () => {
    const pages = cache();
    await keptAfter(pages, '/song/3', page('<p>3 likes</p>', [3, 4]));
    await keptAfter(pages, '/song/5', page('<p>5</p>', [5]));
    now += 1;
    pages.songChanged(4);
    expect(await pages.find('/song/3')).toBeNull();
    expect(await pages.find('/song/5')).not.toBeNull();
    now += 1;
    // A page rendered after the like is served.
    expect(await keptAfter(pages, '/song/3', page('<p>4 likes</p>', [3, 4]))).not.toBeNull();
  });

  it('drops every page on a catalogue change', async () => {
    const pages = cache();
    await keptAfter(pages, '/', page('<p>home</p>'));
    now += 1;
    pages.catalogueChanged();
    expect(await pages.find('/')).toBeNull();
    expect(pages.size.pages).toBe(0);
  });

  it('keeps within its byte budget, the least recently used page going first', async () => {
    const big = (n: number) => `<p>${String(n).repeat(4000)}</p>${Math.random()}`;
    const first = await page(big(1));
    const budget = first.html.length * 2.5;
    const pages = cache(budget);
    await keptAfter(pages, '/a', Promise.resolve(first));
    await keptAfter(pages, '/b', page(big(2)));
    await pages.find('/a');
    await keptAfter(pages, '/c', page(big(3)));
    expect(pages.size.bytes).toBeLessThanOrEqual(budget);
    expect(await pages.find('/b')).toBeNull();
    expect(await pages.find('/a')).not.toBeNull();
  });

  it('keeps nothing of a render that failed or was not fit to keep', async () => {
    const pages = cache();
    pages.started('/x', Promise.reject(new Error('render failed')));
    pages.started('/y', Promise.resolve(null));
    await pages.settled();
    expect(await pages.find('/x')).toBeNull();
    expect(await pages.find('/y')).toBeNull();
  });

  it('compresses a page once, when a visitor first asks for that encoding, within its budget', async () => {
    const html = `<main>${'Straße – ¿Dónde? '.repeat(2000)}</main>`;
    const pages = cache(Buffer.byteLength(html) + 1024);
    await keptAfter(pages, '/', page(html));
    const found = await pages.find('/');
    expect(found?.page.encoded).toEqual({});
    expect((await found?.body(undefined))?.toString()).toBe(html);

    const [one, two] = await Promise.all([found?.body('br'), found?.body('br')]);
    expect(one).toBe(two);
    expect(brotliDecompressSync(one!).toString()).toBe(html);
    expect(gunzipSync((await found!.body('gzip')) ?? Buffer.alloc(0)).toString()).toBe(html);
    expect((await pages.find('/'))?.page.encoded.br).toBe(one);
    expect(pages.size.bytes).toBe(
      Buffer.byteLength(html) + one!.length + found!.page.encoded.gzip!.length,
    );
  });
});
