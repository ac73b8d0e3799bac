import { cannon, type LoadResult } from '../api/cannon';
import { siteOrigin } from '../config';

/** The pages of issue 74, each kept after its first render, beside a static file of the same server. */
export const renderedPages = ['/', '/search', '/song/1', '/book-overview/DE_EN'];
const staticFile = '/favicon.svg';
const connectionCounts = [10, 100];
/**
 * Kept pages and the static file are asked for as every browser asks (the kept brotli copy is ~25
 * KB where the page is ~200 KB). First renders are asked without, as the figures of before kept
 * pages were measured: their rows compare with those.
 */
const browserEncodings = { 'accept-encoding': 'br, gzip' };

export interface RenderLoad {
  /** A page asked again and again: served from the kept copy (`X-Page-Cache: hit`). */
  kept: LoadResult[];
  /** Every request a URL nobody asked before (`?v=<n>`): a render each, as a first visit. */
  rendered: LoadResult[];
  /** The same server's static file: the ceiling a kept page is held against. */
  static: LoadResult[];
}

/**
 * Server pages under load (autocannon, loopback): each page kept and rendered afresh, at 10 and
 * 100 connections, next to a static file of the same process; the server's CPU per request
 * (`serverPid`) is the cost of one render or one kept page.
 */
export async function measureRenderLoad(seconds: number, serverPid?: number): Promise<RenderLoad> {
  const load: RenderLoad = { kept: [], rendered: [], static: [] };
  const run = (
    name: string,
    connections: number,
    paths: () => string,
    headers?: Record<string, string>,
  ) => cannon({ name, url: siteOrigin, connections, seconds, paths, serverPid, headers });
  let visit = 0;
  for (const connections of connectionCounts) {
    const file = () => staticFile;
    load.static.push(await run(`${staticFile} (static)`, connections, file, browserEncodings));
    for (const page of renderedPages) {
      load.kept.push(await run(`${page} (kept)`, connections, () => page, browserEncodings));
      const fresh = () => `${page}?v=${(visit += 1)}`;
      load.rendered.push(await run(`${page} (rendered)`, connections, fresh));
    }
  }
  return load;
}
