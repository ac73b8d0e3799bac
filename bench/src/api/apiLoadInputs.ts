import type { LoadResult } from './cannon';
import type { BenchDatabaseKind } from './benchDatabase';

// What the API phase asks and of which databases: its terms, its databases, its cache priming.

/** Search terms as people type them: common words, a title fragment, a code, one that finds nothing. */
export const searchTerms = [
  'kartoffel',
  'begrüßungen',
  'schlager pop',
  'DE_EN_A1',
  'family 77',
  'xyzzy',
];

/** Asks for each path once, 20 at a time, so the answers are in the API's response cache. */
export async function prime(base: string, paths: string[]): Promise<void> {
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift())
      await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } }).then((r) =>
        r.arrayBuffer(),
      );
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}

/**
 * `BENCH_API_DATABASES=PGlite` (or `PostgreSQL`) measures one database only, for quick rounds while
 * tuning; both by default.
 */
export function benchDatabases(env: NodeJS.ProcessEnv): BenchDatabaseKind[] {
  const all: BenchDatabaseKind[] = ['PostgreSQL', 'PGlite'];
  const asked = (env.BENCH_API_DATABASES ?? '').split(',').map((name) => name.trim().toLowerCase());
  const chosen = all.filter((kind) => asked.includes(kind.toLowerCase()));
  return chosen.length > 0 ? chosen : all;
}

export const skipped = (name: string): LoadResult => ({
  name: `${name} (skipped: BENCH_API_READS_ONLY)`,
  connections: 0,
  seconds: 0,
  requests: 0,
  requestsPerSecond: 0,
  p50Ms: 0,
  p99Ms: 0,
  maxMs: 0,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
});
