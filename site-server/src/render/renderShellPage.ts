import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteMap } from '@btb/platform';
import type { ServerRenderer } from '@btb/platform/renderContract';
import { scriptNonceFor } from '../securityHeaders';
import { composePage, type PageFrame } from './composePage';

export interface ShellPageOptions {
  renderer: ServerRenderer | null;
  apiOrigin: string;
  /** This browser's remote map, entries whole (the renderer builds routes, nav and hints from it). */
  remotes: RemoteMap;
  /** Remotes this browser loads from a dev server (allowed overrides): rendered in the browser. */
  browserOnlyRemotes?: string[];
  /** A remote slower than this (load and data) renders in the browser instead. */
  remoteBudgetMs: number;
  /** The site's public origin, for canonical URLs and share previews. */
  siteOrigin?: string;
  /** The client-rendered page: what is served when the server render is off or fails. */
  /** The page around the render (or alone), in the page's language where it is known. */
  clientPage: (template: string, language?: string) => string;
}

const header = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/**
 * The page as it streams: the shell page up to `#root`, React's stream, the rest. A stream that
 * breaks once the page has started (status and head are sent) still ends the page: the browser
 * then renders what is missing.
 */
async function* streamedPage(frame: PageFrame, body: NodeJS.ReadableStream) {
  yield frame.start;
  try {
    for await (const chunk of body) yield chunk;
  } catch (error) {
    console.error('[render] the page stream broke; the browser renders the rest:', error);
  }
  yield frame.end;
}

/**
 * Answers a page request with the server-rendered page, streamed from the moment its shell is
 * rendered (the status is known by then). If rendering throws before that, the learner gets
 * today's client-rendered page (with a log line), never a 500 from rendering.
 */
export async function sendShellPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: string,
  options: ShellPageOptions,
): Promise<FastifyReply> {
  // The page follows the request's language cookie and Accept-Language, and carries its session
  // (a logged-in learner's e-mail): kept by the browser only, never by a shared cache.
  reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Language, Cookie');
  reply.type('text/html; charset=utf-8');
  if (options.renderer) {
    try {
      const result = await options.renderer.renderPage({
        url: request.url,
        cookie: header(request.headers.cookie),
        acceptLanguage: header(request.headers['accept-language']),
        apiOrigin: options.apiOrigin,
        remotes: options.remotes,
        browserOnlyRemotes: options.browserOnlyRemotes,
        remoteBudgetMs: options.remoteBudgetMs,
        // Named in this response's CSP by addPageSecurityHeaders.
        nonce: scriptNonceFor(request),
        siteOrigin: options.siteOrigin,
      });
      let frame: PageFrame;
      try {
        frame = composePage(options.clientPage(template, result.language), result);
      } catch (error) {
        // Nothing will send the render: let it run out.
        result.body.resume();
        throw error;
      }
      return reply
        .code(result.status)
        .send(Readable.from(streamedPage(frame, result.body), { objectMode: false }));
    } catch (error) {
      console.error('[render] server render failed; serving the client-rendered page:', error);
    }
  }
  return reply.send(options.clientPage(template));
}
