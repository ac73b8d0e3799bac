import { uiLanguages, type Language } from '@btb/shared-contract';

/** One page of the sitemap: its path on the site and when it last changed. */
export interface SitemapPage {
  path: string;
  /** ISO 8601 date or date-time. */
  lastmod?: string;
}

/** sitemaps.org: at most this many URLs in one sitemap file; past that, a sitemap index. */
export const urlsPerSitemap = 50_000;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

const withLanguage = (origin: string, path: string, language?: Language) => {
  const url = new URL(path, origin);
  if (language) url.searchParams.set('lang', language);
  return escapeXml(url.href);
};

const xmlStart = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** One sitemap file: each page with its language alternates (each site language, x-default). */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map(({ path, lastmod }) => {
    const alternates = [...uiLanguages, undefined]
      .map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language ?? 'x-default'}" href="${withLanguage(origin, path, language)}"/>`,
      )
      .join('');
    const changed = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `<url><loc>${withLanguage(origin, path)}</loc>${changed}${alternates}</url>`;
  });
  return (
    `${xmlStart}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  );
}

/** The index of several sitemap files (`/sitemap-1.xml` …), each with its latest change. */
export function sitemapIndexXml(origin: string, parts: readonly SitemapPage[][]): string {
  const entries = parts.map((part, index) => {
    const latest = part.reduce<string | undefined>(
      (max, { lastmod }) => (lastmod && (!max || lastmod > max) ? lastmod : max),
      undefined,
    );
    const changed = latest ? `<lastmod>${escapeXml(latest)}</lastmod>` : '';
    return `<sitemap><loc>${withLanguage(origin, `/sitemap-${index + 1}.xml`)}</loc>${changed}</sitemap>`;
  });
  return (
    `${xmlStart}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    `${entries.join('\n')}\n</sitemapindex>\n`
  );
}

/** The pages split into sitemap files of at most `urlsPerSitemap` each. */
export function sitemapParts(
  pages: readonly SitemapPage[],
  size = urlsPerSitemap,
): SitemapPage[][] {
  const parts: SitemapPage[][] = [];
  for (let start = 0; start < pages.length; start += size)
    parts.push(pages.slice(start, start + size));
  return parts.length ? parts : [[]];
}
