/**
 * @jest-environment jsdom
 */
import { sitemapIndexXml, sitemapParts, sitemapXml, type SitemapPage } from './sitemapXml';

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const origin = 'https://beat.example';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

/** The sitemaps.org schema's rules for one `<loc>`: an absolute http(s) URL under 2,048 characters. */
function expectLoc(loc: string | null | undefined) {
  expect(loc).toBeTruthy();
  expect(loc!.length).toBeLessThan(2048);
  expect(new URL(loc!).origin).toBe(origin);
}

/** sitemaps.org's `tLastmod`: a W3C date or date-time. */
const w3cDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The children of an element that are in the sitemap namespace, by local name. */
const sitemapChildren = (element: Element) =>
  [...element.children].filter((child) => child.namespaceURI === sitemapNs);

describe('sitemapXml', () => {
  const pages: SitemapPage[] = [
    { path: '/', lastmod: '2026-11-25' },
    { path: '/song/7', lastmod: '2026-11-24' },
    { path: '/book-overview/DE_EN' },
  ];

  it('is a urlset of the sitemaps.org schema: loc, then lastmod, nothing else of its namespace', () => {
    const doc = parse(sitemapXml(origin, pages));
    const root = doc.documentElement;
    expect(root.localName).toBe('urlset');
    expect(root.namespaceURI).toBe(sitemapNs);
    const urls = sitemapChildren(root);
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      expect(url.localName).toBe('url');
      const children = sitemapChildren(url).map((child) => child.localName);
      expect(children[0]).toBe('loc');
      expect(children.every((name) => ['loc', 'lastmod'].includes(name))).toBe(true);
      expectLoc(url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent);
      const lastmod = url.getElementsByTagNameNS(sitemapNs, 'lastmod')[0]?.textContent;
      if (lastmod) expect(lastmod).toMatch(w3cDate);
    }
  });

  it('lists each page in English, German, Spanish and for any language', () => {
    const doc = parse(sitemapXml(origin, pages));
    const song = sitemapChildren(doc.documentElement)[1]!;
    const links = [...song.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
      (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
    );
    expect(links).toEqual([
      ['en', `${origin}/song/7?lang=en`],
      ['de', `${origin}/song/7?lang=de`],
      ['es', `${origin}/song/7?lang=es`],
      ['x-default', `${origin}/song/7`],
    ]);
  });

  it('escapes what XML must', () => {
    const doc = parse(sitemapXml(origin, [{ path: "/book-overview/A&B'" }]));
    expect(doc.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent).toBe(
      `${origin}/book-overview/A&B'`,
    );
  });
});

describe('past 50,000 URLs', () => {
  it('splits into parts under a sitemap index that names each with its latest change', () => {
    const pages = Array.from({ length: 5 }, (_, i) => ({
      path: `/song/${i + 1}`,
      lastmod: `2026-11-0${i + 1}`,
    }));
    const parts = sitemapParts(pages, 2);
    expect(parts.map((part) => part.length)).toEqual([2, 2, 1]);
    const doc = parse(sitemapIndexXml(origin, parts));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe(sitemapNs);
    const entries = sitemapChildren(doc.documentElement);
    expect(entries.map((entry) => entry.localName)).toEqual(['sitemap', 'sitemap', 'sitemap']);
    const locs = entries.map(
      (entry) => entry.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent,
    );
    locs.forEach(expectLoc);
    expect(locs[2]).toBe(`${origin}/sitemap-3.xml`);
    expect(entries[1]?.getElementsByTagNameNS(sitemapNs, 'lastmod')[0]?.textContent).toBe(
      '2026-11-04',
    );
  });
});
