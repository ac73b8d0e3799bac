import type { BenchResults } from './BenchResults';
import { budgets, verdict } from './budgets';
import { pad, padEnd } from './reportFormat';

/** Section 7: search at 100,000 songs on PostgreSQL beside hello-world (issue 37 point 4). */
export function searchSection(r: BenchResults, out: string[]): void {
  const search = r.search;
  if (!search) return;
  out.push(
    '',
    `7. Search, ${search.songs.toLocaleString('en')} songs on PostgreSQL, every answer from the database (prepared in ${search.prepareSeconds} s)`,
    `   ${padEnd('query', 34)}${pad('conns', 6)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}  goal p99 ≤ ${budgets.uncachedSearchP99Ms} ms at 10`,
  );
  for (const run of search.runs)
    for (const l of [run.hello, ...run.searches]) {
      const goal =
        run.connections === 10 && l !== run.hello
          ? verdict(l.p99Ms <= budgets.uncachedSearchP99Ms)
          : '';
      out.push(
        `   ${padEnd(l.name, 34)}${pad(l.connections, 6)}${pad(l.requestsPerSecond, 8)}${pad(l.p50Ms, 8)}${pad(l.p99Ms, 8)}${pad(l.errors + l.timeouts + l.non2xx, 8)}  ${goal}`,
      );
    }
}
