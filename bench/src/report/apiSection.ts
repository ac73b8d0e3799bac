import type { ApiLoadRun } from '../api/apiLoad';
import type { LoadResult } from '../api/cannon';
import type { BenchResults } from './BenchResults';
import { budgets, verdict } from './budgets';
import { loadRow, pad, padEnd } from './reportFormat';

function apiRun(run: ApiLoadRun, out: string[]): void {
  const { catalogue, hello, cachedReads, other, soak: s } = run;
  out.push(
    '',
    `4. API on ${run.database}, ${catalogue.songs.toLocaleString('en')} songs (autocannon, loopback)`,
  );
  out.push(
    `   ${padEnd('endpoint', 36)}${pad('conns', 6)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('non2xx', 8)}${pad('CPU µs', 8)}  vs hello: req/s ≥ ${budgets.cachedReadRpsShare}×, p99 ≤ ${budgets.cachedReadP99Factor}×; server CPU per request`,
  );
  for (const t of hello) out.push(loadRow(t));
  const helloRps = hello.reduce((sum, t) => sum + t.requestsPerSecond, 0) / hello.length;
  const helloP99 = hello.reduce((sum, t) => sum + t.p99Ms, 0) / hello.length;
  const helloCpu = hello.reduce((sum, t) => sum + (t.serverCpuUsPerRequest ?? 0), 0) / hello.length;
  const rpsShare = (t: LoadResult) => (helloRps > 0 ? t.requestsPerSecond / helloRps : 0);
  const p99Factor = (t: LoadResult) => (helloP99 > 0 ? t.p99Ms / helloP99 : Infinity);
  for (const [index, t] of cachedReads.entries()) {
    const share = rpsShare(t);
    const factor = p99Factor(t);
    const ok =
      share >= budgets.cachedReadRpsShare &&
      factor <= budgets.cachedReadP99Factor &&
      t.errors + t.timeouts + t.non2xx === 0;
    const cpu =
      t.serverCpuUsPerRequest !== undefined && helloCpu > 0
        ? `, ${(t.serverCpuUsPerRequest / helloCpu).toFixed(1)}× hello's CPU`
        : '';
    out.push(loadRow(t, `  ${share.toFixed(2)}×, ${factor.toFixed(2)}×${cpu}  ${verdict(ok)}`));
    const same = run.sameBytes[index];
    if (same) {
      // The body's own ceiling: hello-world's server sending this read's answer byte for byte.
      const size =
        same.bodyBytes < 1024 ? `${same.bodyBytes} B` : `${(same.bodyBytes / 1024).toFixed(1)} KB`;
      const name = `  same ${size} from bare Fastify`;
      const ofSame = same.requestsPerSecond > 0 ? t.requestsPerSecond / same.requestsPerSecond : 0;
      out.push(
        loadRow(
          { ...same, name },
          `  ${rpsShare(same).toFixed(2)}×, ${p99Factor(same).toFixed(2)}×; the read reaches ${ofSame.toFixed(2)}× of it`,
        ),
      );
    }
  }
  for (const t of other) out.push(loadRow(t));
  const search = other.find((t) => t.name === 'search');
  if (search)
    out.push(
      `   goal search p99 ≤ ${budgets.searchP99Ms} ms at ${search.connections} connections: ${search.p99Ms} ms  ${verdict(search.p99Ms <= budgets.searchP99Ms)}`,
    );
  const clean = s.errors + s.timeouts + s.non2xx === 0;
  out.push(
    `   soak: ${s.seconds} s at ${s.connections} connections, ${s.name}: ${s.requests.toLocaleString('en')} requests, ${s.requestsPerSecond} req/s, p99 ${s.p99Ms} ms`,
  );
  out.push(
    `      errors ${s.errors}, timeouts ${s.timeouts}, non-2xx ${s.non2xx}: ${verdict(clean)}; healthy afterwards: ${s.healthyAfter ? 'yes' : 'NO'}`,
  );
  out.push(
    `      API process RSS before (after a 10 s warm-up at 10) ${s.rss.startMb} MB, peak during ${s.rss.maxMb} MB, after (5 s later) ${s.rss.endMb} MB (${s.rss.samples} samples, 1/s)`,
  );
  const growth = s.rss.startMb > 0 ? s.rss.maxMb / s.rss.startMb : Infinity;
  out.push(
    `      goal peak ≤ ${budgets.soakRssGrowth}× before: ${growth.toFixed(2)}×  ${verdict(growth <= budgets.soakRssGrowth)}`,
  );
}

export function apiSection(r: BenchResults, out: string[]): void {
  for (const run of r.api?.runs ?? []) apiRun(run, out);
}
