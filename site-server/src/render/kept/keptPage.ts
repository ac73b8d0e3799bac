import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RenderResult } from '@btb/platform/renderContract';
import { inlineScriptHashes } from './inlineScriptHashes';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered page kept for the other visitors of its variant: its bytes in every encoding sent. */
export interface KeptPage {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
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
 * Compresses once what every later visitor gets (brotli at a quality that keeps pace with
 * rendering; 5 is within a few per cent of 11's size for HTML at a fraction of the time).
 */
export async function keptPageOf(
  page: Pick<KeptPage, 'status' | 'songIds' | 'renderedAt'> & { html: string },
): Promise<KeptPage> {
  const html = Buffer.from(page.html);
  const [br, gzip] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipped(html, { level: 6 }),
  ]);
  return {
    ...page,
    html,
    br,
    gzip,
    etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(page.html),
  };
}

/**
 * The page to keep from a render and its whole HTML, or null when it is not fit for other visitors:
 * the stream broke (`html` null), a remote was left to the browser, or its status is not 200/404.
 */
export async function keptPageFrom(
  result: Pick<RenderResult, 'status' | 'whole' | 'songIds'>,
  html: string | null,
  renderedAt: number,
): Promise<KeptPage | null> {
  if (html === null || result.whole !== true) return null;
  if (result.status !== 200 && result.status !== 404) return null;
  return keptPageOf({ status: result.status, html, songIds: result.songIds ?? [], renderedAt });
}
