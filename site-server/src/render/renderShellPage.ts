import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteMap } from '@btb/platform';
import type { RenderRequest, ServerRenderer } from '@btb/platform/renderContract';
import { scriptNonceFor } from '../securityHeaders';
import { composePage, type PageFrame } from './composePage';
import { keptPageFrom, type KeptPage } from './kept/keptPage';
import type { PageCache } from './kept/pageCache';
import { pageKeyOf } from './kept/pageKey';
import { sendKeptPage } from './kept/sendKeptPage';

export interface ShellPageOptions {
  renderer: ServerRenderer | null;
  apiOrigin: string;
  /** Answers the render's data calls in this process (no HTTP round trip to itself). */
  apiFetch?: typeof fetch;
  /** This browser's remote map, entries whole (the renderer builds routes, nav and hints from it). */
  remotes: RemoteMap;
  /** Remotes this browser loads from a dev server (allowed overrides): rendered in the browser. */
  browserOnlyRemotes?: string[];
  /** A remote slower than this (load and data) renders in the browser instead. */
  remoteBudgetMs: number;
  /** The site's public origin, for canonical URLs and share previews. */
  siteOrigin?: string;
  /** Rendered pages kept for the next visitors of the same variant; every page rendered when missing. */
  pages?: PageCache;
  /** The page around the render (or alone), in the page's language where it is known. */
  clientPage: (template: string, language?: string) => string;
}

const header = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/** What the render of one page is asked, with the nonce its inline scripts carry. */
function renderRequestFor(
  request: FastifyRequest,
  options: ShellPageOptions,
  nonce: string,
): RenderRequest {
  return {
    url: request.url,
    cookie: header(request.headers.cookie),
    acceptLanguage: header(request.headers['accept-language']),
    apiOrigin: options.apiOrigin,
    ...(options.apiFetch ? { fetch: options.apiFetch } : {}),
    remotes: options.remotes,
    browserOnlyRemotes: options.browserOnlyRemotes,
    remoteBudgetMs: options.remoteBudgetMs,
    nonce,
    siteOrigin: options.siteOrigin,
  };
}

/**
 * The page as it streams: the shell page up to `#root`, React's stream, the rest. A stream that
 * breaks once the page has started (status and head are sent) still ends the page: the browser
 * then renders what is missing. `keep`, when given, hears the whole page's bytes, or null when it
 * broke.
 */
async function* streamedPage(
  frame: PageFrame,
  body: NodeJS.ReadableStream,
  keep?: (html: Buffer | null) => void,
) {
  // Bytes, joined once (a chunk may end inside a character), and only for a page to keep.
  const parts: Buffer[] | null = keep ? [Buffer.from(frame.start)] : null;
  let page: Buffer | null = null;
  try {
    yield frame.start;
    let whole = true;
    try {
      for await (const chunk of body) {
        parts?.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        yield chunk;
      }
    } catch (error) {
      whole = false;
      console.error('[render] the page stream broke; the browser renders the rest:', error);
    }
    yield frame.end;
    if (parts && whole) page = Buffer.concat([...parts, Buffer.from(frame.end)]);
  } finally {
    // Also when the visitor went away mid-page: whoever waits for the page hears it is not there
    // (a visitor gone before the page started is `sendRendered`'s to tell).
    keep?.(page);
  }
}

/** A render in the shell's page, its inline scripts carrying `nonce`; when it started. */
async function renderFramed(
  request: FastifyRequest,
  template: string,
  options: ShellPageOptions & { renderer: ServerRenderer },
  nonce: string,
) {
  const renderedAt = Date.now();
  const result = await options.renderer.renderPage(renderRequestFor(request, options, nonce));
  try {
    return {
      result,
      renderedAt,
      frame: composePage(options.clientPage(template, result.language), result),
    };
  } catch (error) {
    // Nothing will send the render: let it run out.
    result.body.resume();
    throw error;
  }
}

/**
 * Renders a page and answers with it, streamed from the moment its shell is rendered. `settle`,
 * when given, hears the page once it is whole and fit for other visitors (else null).
 */
async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  options: ShellPageOptions & { renderer: ServerRenderer },
  settle?: (page: KeptPage | null) => void,
): Promise<FastifyReply> {
  // The nonce is named in this response's CSP by addPageSecurityHeaders.
  const { result, renderedAt, frame } = await renderFramed(
    request,
    template,
    options,
    scriptNonceFor(request),
  );
  const keep = settle && ((html: Buffer | null) => settle(keptPageFrom(result, html, renderedAt)));
  let started = false;
  async function* pageOnceStarted() {
    started = true;
    yield* streamedPage(frame, result.body, keep);
  }
  const page = Readable.from(pageOnceStarted(), { objectMode: false });
  // A visitor gone before the first byte: the stream closes without ever starting the generator,
  // so its `finally` never runs. The render is drained and whoever waits for the page is told.
  page.once('close', () => {
    if (started) return;
    result.body.resume();
    keep?.(null);
  });
  return reply.code(result.status).send(page);
}

/** Renders a page for nobody in particular, whole, to replace a kept one that went stale. */
async function renderToKeep(
  request: FastifyRequest,
  template: string,
  options: ShellPageOptions & { renderer: ServerRenderer },
): Promise<KeptPage | null> {
  const nonce = randomBytes(16).toString('base64');
  const { result, renderedAt, frame } = await renderFramed(request, template, options, nonce);
  let html: Buffer | null = null;
  for await (const chunk of streamedPage(frame, result.body, (page) => (html = page))) void chunk;
  return keptPageFrom(result, html, renderedAt);
}

/**
 * Answers a page request with the server-rendered page. A page that does not depend on who asks
 * (beyond its variant) comes from `options.pages` when it was rendered before; else it is
 * rendered and streamed from the moment its shell is rendered (the status is known by then), and
 * kept. If rendering throws before that, the learner gets today's client-rendered page (with a
 * log line), never a 500 from rendering.
 */
export async function sendShellPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  options: ShellPageOptions,
): Promise<FastifyReply> {
  // The page follows the request's language cookie and Accept-Language, and may carry its session
  // (a logged-in learner's e-mail): kept by the browser only, never by a shared cache.
  reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Language, Cookie');
  reply.type('text/html; charset=utf-8');
  const { renderer, pages } = options;
  if (renderer) {
    try {
      const variant =
        pages && renderer.pageVariantOf && (request.method === 'GET' || request.method === 'HEAD')
          ? await renderer.pageVariantOf({
              url: request.url,
              cookie: header(request.headers.cookie),
              acceptLanguage: header(request.headers['accept-language']),
            })
          : null;
      const key =
        pages && !options.browserOnlyRemotes?.length
          ? pageKeyOf({ url: request.url, variant, map: options.remotes, template })
          : null;
      if (!pages || !key)
        return await sendRendered(request, reply, template, { ...options, renderer });
      const found = await pages.find(key);
      if (found) {
        if (found.stale)
          pages.revalidate(key, () => renderToKeep(request, template, { ...options, renderer }));
        return await sendKeptPage(request, reply, found);
      }
      // The first visitor of this key: the others wait for this render, not start their own.
      reply.header('X-Page-Cache', 'miss');
      let settle: (page: KeptPage | null) => void = () => undefined;
      pages.started(key, new Promise((resolve) => (settle = resolve)));
      return await sendRendered(request, reply, template, { ...options, renderer }, settle).catch(
        (error: unknown) => {
          settle(null);
          throw error;
        },
      );
    } catch (error) {
      console.error('[render] server render failed; serving the client-rendered page:', error);
    }
  }
  return reply.send(options.clientPage(template));
}
