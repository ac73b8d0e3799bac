import { jsonForScript, uiLanguages, type Language } from '@btb/shared-contract';
import type { PageHead } from '@btb/shared-store';
import { pageUrl } from './pageUrl';

export interface HeadContext {
  /** The page's head from its meta; null when its remote is left to the browser. */
  head: PageHead;
  status: number;
  language: Language;
  /** The request's URL (path and query matter). */
  url: URL;
  /** The site's public origin, e.g. `https://beat.example`. */
  origin: string;
  nonce: string;
  /** The tab's title around the page's ("{title} | Beat to Breakthrough") and the site's text. */
  pageTitle: (title: string) => string;
  siteDescription: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Keeps a page out of search engines' indexes. */
export const noindexTag = '<meta name="robots" content="noindex">';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

const locales: Record<Language, string> = { en: 'en_US', de: 'de_DE', es: 'es_ES' };

/**
 * The page's `<head>` tags in the first HTML (issue 36): title, description, canonical URL and
 * language alternates, or `noindex`; a share preview (Open Graph, Twitter card) and JSON-LD.
 */
export function headTags(context: HeadContext): string {
  const { head, language, url, origin } = context;
  const title = context.pageTitle(head.title);
  const description = head.description || context.siteDescription;
  const noindex = head.noindex || context.status >= 400;
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)];
  const path = head.canonicalPath ?? url.pathname;
  const explicit = url.searchParams.get('lang');
  const canonical = pageUrl(origin, path, explicit === language ? language : undefined);
  if (noindex) {
    tags.push(noindexTag);
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const hreflang of [...uiLanguages, 'x-default'] as const) {
      const href = pageUrl(origin, path, hreflang === 'x-default' ? undefined : hreflang);
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`);
    }
  }
  if (head.share && !noindex) {
    const image = head.share.image ? `${origin}${head.share.image}` : undefined;
    tags.push(
      meta('property', 'og:type', head.share.type),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', canonical),
      meta('property', 'og:locale', locales[language]),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', head.title),
      meta('name', 'twitter:description', description),
    );
    if (image) {
      tags.push(
        meta('property', 'og:image', image),
        meta('property', 'og:image:width', '1200'),
        meta('property', 'og:image:height', '630'),
        meta('property', 'og:image:alt', head.title),
        meta('name', 'twitter:image', image),
      );
    }
  }
  for (const data of noindex ? [] : (head.structuredData ?? [])) {
    tags.push(
      `<script type="application/ld+json" nonce="${context.nonce}">${jsonForScript(data)}</script>`,
    );
  }
  return tags.join('');
}
