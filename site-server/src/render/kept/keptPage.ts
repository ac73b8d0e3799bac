import { createHash } from 'node:crypto';
import { compressedBody } from '@btb/api';
import type { RenderResult } from '@btb/platform/renderContract';
import type { Encoding } from '@btb/registry/static';
import { inlineScriptHashes } from './inlineScriptHashes';

/** A rendered page kept for the other visitors of its variant. */
export interface KeptPage {
  status: number;
  /** The page's bytes, as its first visitor got them. */
  html: Buffer;
  /**
   * Its compressed copies, each made the first time a visitor asks for that encoding: a page
   * rendered for one visitor only (most first renders of a rare URL) is never compressed twice.
   */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Strong validator of the page's bytes (each encoding is the same page: a weak ETag). */
  etag: string;
  /** The page's CSP names its inline scripts by hash: one page, many responses, no shared nonce. */
  scriptHashes: string[];
  /** The songs whose counts it shows (a like of one makes it stale). */
  songIds: number[];
  /** When its render started (ms since the epoch): data changed after that may be missing. */
  renderedAt: number;
}

/**
 * The page's bytes in `encoding`, compressed off the event loop the first time it is asked for
 * (visitors asking at once share one compression) and kept with the page from then on.
 */
export async function encodedPage(page: KeptPage, encoding: Encoding): Promise<Buffer> {
  const bytes = page.encoded[encoding] ?? (await compressedBody(page.html, encoding));
  page.encoded[encoding] = bytes;
  return bytes;
}

/** The page kept of `html`: its validator and the hashes of its inline scripts. */
export function keptPageOf(
  page: Pick<KeptPage, 'status' | 'html' | 'songIds' | 'renderedAt'>,
): KeptPage {
  return {
    ...page,
    encoded: {},
    etag: `W/"${createHash('sha256').update(page.html).digest('base64url').slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(page.html),
  };
}

/**
 * The page to keep from a render and its whole HTML, or null when it is not fit for other visitors:
 * the stream broke (`html` null), a remote was left to the browser, or its status is not 200/404.
 */
export function keptPageFrom(
  result: Pick<RenderResult, 'status' | 'whole' | 'songIds'>,
  html: Buffer | null,
  renderedAt: number,
): KeptPage | null {
  if (html === null || result.whole !== true) return null;
  if (result.status !== 200 && result.status !== 404) return null;
  return keptPageOf({ status: result.status, html, songIds: result.songIds ?? [], renderedAt });
}
