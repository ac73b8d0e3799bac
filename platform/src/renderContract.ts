import type { Language } from '@btb/shared-contract';
import type { RemoteMap } from './remoteMap';

/**
 * What the site server hands the shell's server build for one page request, and what it gets back.
 * The site server loads `shell/dist/server/render.js` and calls `renderPage`.
 */
export interface RenderRequest {
  /** Path and query of the request, e.g. `/search?q=haus`. */
  url: string;
  cookie?: string;
  acceptLanguage?: string;
  /** The API's origin as the server reaches it (loopback), for the page's data calls. */
  apiOrigin: string;
  /**
   * The remote map the browser gets for this request, its entries whole (manifest URL, release,
   * integrity, routes, nav): the page's routes, nav and preload hints come from it, as in the
   * browser (the built-in remotes' SPEC routes where an entry has none).
   */
  remotes: RemoteMap;
  /**
   * Remotes this browser loads from a dev server (an allowed override): their pages are left to
   * the browser, never rendered here from the release.
   */
  browserOnlyRemotes?: string[];
  /** How long a remote may take (load and data) before its page is left to the browser. */
  remoteBudgetMs: number;
  /** This response's CSP nonce: every inline script of the page carries it. */
  nonce: string;
  /** The site's public origin (canonical URLs, share previews); the request's when missing. */
  siteOrigin?: string;
  /**
   * How the page's data calls reach the API: the site server answers them in its own process (no
   * HTTP round trip to itself). The global `fetch` to `apiOrigin` when missing.
   */
  fetch?: typeof fetch;
}

export interface RenderResult {
  /** 200, or 404 for an unknown route or an unknown song: known before the page streams. */
  status: number;
  language: Language;
  /** Goes before `</head>`: preload hints and the state the browser hydrates with. */
  head: string;
  /**
   * The page's own head from its meta (title, description, canonical, share preview, JSON-LD): it
   * replaces the shell page's title and description. Empty when its remote is left to the browser.
   */
  pageHead?: string;
  /**
   * The contents of `#root` as React streams them, from the moment the shell is ready: the page,
   * the styles each part needs just before it, and parts that finish later (Suspense) after it.
   */
  body: NodeJS.ReadableStream;
  /** Remotes whose page is in `body`; the others render in the browser. */
  renderedRemotes: string[];
  /**
   * True when the page came out whole (its remote page rendered here, not left to the browser
   * after a failure or a slow load): only such a page may be kept for other visitors of its
   * variant (`PageVariantOf`).
   */
  whole?: boolean;
  /** The songs whose counts the page shows: a like of one of them makes a kept copy stale. */
  songIds?: number[];
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/** Loads every remote's server entry once, before the first learner asks. */
export type WarmUp = (remotes: RemoteMap) => Promise<void>;

/**
 * What a page's HTML depends on besides its URL and remote map, as a key: its language and the
 * cookies the render reads (pair, consent, saved language). Null when the page is the visitor's
 * own (a login cookie, remote overrides): it is rendered for them alone and never kept.
 */
export type PageVariantOf = (
  request: Pick<RenderRequest, 'url' | 'cookie' | 'acceptLanguage'>,
) => Promise<string | null>;

/** What `shell/dist/server/render.js` exports. */
export interface ServerRenderer {
  renderPage: RenderPage;
  warmUp: WarmUp;
  /** Missing in a build from before pages were kept: every page is then rendered afresh. */
  pageVariantOf?: PageVariantOf;
}

/** The data block the page carries for hydration (`<script type="application/json">`). */
export interface ServerRenderState {
  language: Language;
  /** The analytics consent as the request's cookie tells it (null: not asked yet). */
  consent: 'accepted' | 'declined' | null;
  /** The learner's language pair as the request's cookie tells it (null: not asked yet). */
  learningPair: string | null;
  /** RTK Query's cache as the server left it. */
  api: unknown;
  /** Keys (`remote/module`) of the remote pages rendered on the server. */
  remotes: string[];
  /**
   * Whether the request carried these cookies, which the browser's scripts need not read for
   * themselves: a page's first `document.cookie` read waits on the browser (1-35 ms measured at
   * start-up). Unknown (absent) in a page served before the server said.
   */
  cookies?: {
    /** The saved-language cookie: the page's language is the saved one. */
    language: boolean;
    /** The cookie naming the remotes this browser overrides. */
    remoteOverrides: boolean;
  };
}

export const serverStateElementId = 'btb-server-state';

/**
 * Marks a script or preload of a server-rendered page that starts only once the page is painted
 * (`startAfterFirstPaint`): a script's own `type` keeps it inert, preload links wait inside a
 * `<template>` carrying it.
 */
export const afterFirstPaintAttribute = 'data-after-first-paint';
