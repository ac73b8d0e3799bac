import type { Language } from '@btb/shared-contract';
import type { RootState } from '../store/makeStore';

/** What a page says about itself in `<head>`: the same on the server and in the browser. */
export interface PageHead {
  /** The page's own title; the tab reads "{title} | Beat to Breakthrough". */
  title: string;
  /** The search result's and the share preview's text; the site's description when missing. */
  description?: string;
  /** Kept out of search engines (private pages, a 404). */
  noindex?: boolean;
  /** A share preview (Open Graph, Twitter card) for this page. */
  share?: {
    type: 'website' | 'music.song';
    /** Path of the preview image on the site (e.g. `/og/song/12.png`). */
    image?: string;
  };
  /** JSON-LD blocks (schema.org), with their `@context`. */
  structuredData?: object[];
  /** The path and query search engines should index; the request's path when missing. */
  canonicalPath?: string;
}

/** What a page's meta is given: the request's route, its language and the store's state. */
export interface PageMetaContext<Local = undefined> {
  /** The store's state with the page's data; undefined asks for the page without its data. */
  state: RootState | undefined;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  language: Language;
  /** The site's origin, for the absolute URLs of structured data (empty where none is written). */
  origin: string;
  /** A string of the page's language: `t('song.pageTitle', { ns: 'song' })`. */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** What only the page's component knows (e.g. the quiz's validated sequence). */
  local?: Local;
}

/**
 * A page's head, exported as `meta` beside its component and `prefetch`: the server writes it into
 * the first HTML, the browser sets `document.title` from it, analytics names the page by it.
 */
export type PageMeta<Local = undefined> = (context: PageMetaContext<Local>) => PageHead;
