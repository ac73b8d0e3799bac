import { cannon, type LoadResult } from '../api/cannon';
import { siteOrigin } from '../config';

/** The pages whose server render is timed, beside a static file of the same server. */
const targets = [
  { name: '/ (server-rendered)', path: '/' },
  { name: '/search (server-rendered)', path: '/search' },
  { name: '/song/1 (server-rendered)', path: '/song/1' },
  { name: 'static file (same server)', path: '/favicon.svg' },
];

/**
 * Server render time under load: each page at 10 and 50 connections (autocannon, loopback), next
 * to a static file served by the same process, so the render's own cost reads as the difference.
 */
export async function measureRenderLoad(seconds: number): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const connections of [10, 50]) {
    for (const target of targets) {
      results.push(
        await cannon({
          name: target.name,
          url: siteOrigin,
          connections,
          seconds,
          paths: () => target.path,
        }),
      );
    }
  }
  return results;
}
