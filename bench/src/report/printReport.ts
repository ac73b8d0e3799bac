import { kb } from '../size/gzipSize';
import { budgets, seoFigure, seoMet, verdict } from './budgets';
import { seedSection } from './seedSection';
import { apiSection } from './apiSection';
import { searchSection } from './searchSection';
import { tapsSection } from './tapsSection';
import { loadRow, pad, padEnd } from './reportFormat';
import type { BenchResults } from './BenchResults';

function sizeSection(r: BenchResults, out: string[]): void {
  if (!r.sizes) return;
  out.push('', '1. JS loaded on first visit (gzip -9, KB)');
  out.push(
    `   ${padEnd('route', 22)}${pad('shell', 8)}${pad('shared', 8)}${pad('remote', 8)}${pad('other', 8)}${pad('total', 8)}  monolith`,
  );
  for (const s of r.sizes) {
    const mono = r.monolith?.routes.find((m) => m.path === s.path);
    out.push(
      `   ${padEnd(s.path, 22)}${pad(kb(s.gzip.shell), 8)}${pad(kb(s.gzip.shared), 8)}${pad(kb(s.gzip.remote), 8)}${pad(kb(s.gzip.otherRemotes), 8)}${pad(kb(s.gzip.total), 8)}  ${mono ? pad(kb(mono.gzip), 6) : '     -'}${s.headingVisible ? '' : '  (page heading never showed)'}`,
    );
  }
  const home = r.sizes.find((s) => s.path === '/');
  if (home) {
    const total = kb(home.gzip.total);
    out.push(
      `   budget home route total ≤ ${budgets.homeTotalKb} KB: ${total} KB  ${verdict(total <= budgets.homeTotalKb)}`,
    );
  }
  for (const s of r.sizes) {
    const own = kb(s.gzip.remote);
    out.push(
      `   budget ${padEnd(s.remote, 17)} own code ≤ ${budgets.remoteOwnKb} KB: ${pad(own, 6)} KB  ${verdict(own <= budgets.remoteOwnKb)}`,
    );
  }
  const monoHome = r.monolith?.routes.find((m) => m.path === '/');
  if (home && monoHome && monoHome.gzip > 0) {
    const ratio = Math.round((home.gzip.total / monoHome.gzip) * 100) / 100;
    out.push(
      `   federation overhead (home, federated ${kb(home.gzip.total)} KB / monolith ${kb(monoHome.gzip)} KB) = ${ratio}  goal ≤ ${budgets.federationOverhead}: ${verdict(ratio <= budgets.federationOverhead)}`,
    );
    out.push(`   monolith build: ${r.monolith?.build.seconds} s`);
  }
}

function lighthouseSection(r: BenchResults, out: string[]): void {
  if (!r.lighthouse) return;
  // The calibration's index (the warm-up runs' median); each run's own index is in its row.
  const host = r.calibration ?? r.lighthouse[0];
  out.push(
    '',
    `2. Lighthouse 12.8 mobile (simulated slow 4G), median of ${r.quick ? 1 : 3} run(s); host benchmarkIndex ${host?.benchmarkIndex ?? '?'} → CPU slowdown ${host?.cpuMultiplier ?? '?'}× (index ÷ 525)`,
  );
  out.push(
    `   ${padEnd('page', 24)}${pad('perf', 6)}${pad('SEO', 12)}${pad('LCP ms', 8)}${pad('TBT ms', 8)}${pad('CLS', 7)}${pad('FCP ms', 8)}  goals perf≥${budgets.performance} SEO ${budgets.seo} LCP≤${budgets.lcpMs} TBT≤${budgets.tbtMs} CLS≤${budgets.cls}`,
  );
  for (const l of r.lighthouse) {
    const ok = [
      l.performance >= budgets.performance,
      seoMet(l),
      l.lcpMs <= budgets.lcpMs,
      l.tbtMs <= budgets.tbtMs,
      l.cls <= budgets.cls,
    ];
    out.push(
      `   ${padEnd(`${new URL(l.url).pathname} ${l.language}`, 24)}${pad(l.performance, 6)}${pad(seoFigure(l), 12)}${pad(l.lcpMs, 8)}${pad(l.tbtMs, 8)}${pad(l.cls, 7)}${pad(l.fcpMs, 8)}  ${ok.map(verdict).join(' ')}`,
    );
    if (ok.every(Boolean)) continue;
    if (l.seoFailures.length) out.push(`      SEO audits failed: ${l.seoFailures.join(', ')}`);
    if (l.lcpElement) out.push(`      LCP element: ${l.lcpElement.slice(0, 110)}`);
    const phases = Object.entries(l.lcpPhases)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(', ');
    if (phases) out.push(`      LCP phases: ${phases}`);
    for (const c of l.causes) {
      const s = Object.entries(c.savings)
        .filter(([, v]) => v > 0)
        .map(
          ([k, v]) =>
            `${k} −${Math.round(v * (k === 'CLS' ? 1000 : 1)) / (k === 'CLS' ? 1000 : 1)}`,
        )
        .join(', ');
      out.push(`      cause: ${c.title}${c.displayValue ? ` (${c.displayValue})` : ''} [${s}]`);
      for (const culprit of c.culprits) out.push(`         ${culprit}`);
    }
  }
}

function interactionSection(r: BenchResults, out: string[]): void {
  if (!r.interactions) return;
  const { playToAudio: p, routeChangeToNewRemote: c, cpuMultiplier, pressMs = 0 } = r.interactions;
  out.push(
    '',
    `3. Interaction timings at CPU ${cpuMultiplier}×, each tap held ${pressMs} ms and timed from its release (median, min–max over runs; fresh browser context each run)`,
  );
  out.push(
    `   Play tap right after load → <audio> playing: ${p.medianMs} ms (${p.minMs}–${p.maxMs}, ${p.runs.length} runs${p.failures ? `, ${p.failures} failed` : ''}) ≤ ${budgets.playToAudioMs} ms: ${verdict(p.medianMs <= budgets.playToAudioMs)}`,
  );
  out.push(
    `   / → nav "Search" → heading (remote not loaded): ${c.medianMs} ms (${c.minMs}–${c.maxMs}, ${c.runs.length} runs${c.failures ? `, ${c.failures} failed` : ''}) ≤ ${budgets.routeChangeMs} ms: ${verdict(c.medianMs <= budgets.routeChangeMs)}`,
  );
}

function scaleSection(r: BenchResults, out: string[]): void {
  const scale = r.scale;
  if (!scale) return;
  out.push(
    '',
    `5. Through nginx: cached API reads on PostgreSQL (${scale.songs.toLocaleString('en')} songs) with 1–3 API processes, beside hello-world behind the same nginx`,
    `   (${r.machine.cpus} cores run nginx, every process and autocannon: more processes cannot add cores, the ratio to hello-world is the figure)`,
    `   ${padEnd('endpoint', 36)}${pad('conns', 6)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('non2xx', 8)}  vs hello: req/s, p99`,
  );
  for (const step of scale.steps) {
    out.push(loadRow(step.hello));
    const share =
      step.hello.requestsPerSecond > 0
        ? step.api.requestsPerSecond / step.hello.requestsPerSecond
        : 0;
    const factor = step.hello.p99Ms > 0 ? step.api.p99Ms / step.hello.p99Ms : Infinity;
    out.push(
      loadRow(
        step.api,
        `  ${share.toFixed(2)}×, ${factor.toFixed(2)}×  (load average ${step.loadAverage})`,
      ),
    );
  }
  const { nginx, siteServer } = scale.staticAsset;
  out.push(`   static asset ${scale.staticAsset.path} (accept-encoding: br):`);
  out.push(loadRow(nginx), loadRow(siteServer));
  if (siteServer.requestsPerSecond > 0)
    out.push(
      `   nginx serves it ${(nginx.requestsPerSecond / siteServer.requestsPerSecond).toFixed(1)}× as fast as site-server`,
    );
}

function buildSection(r: BenchResults, out: string[]): void {
  if (!r.builds && !r.site) return;
  out.push('', '5. Builds and memory');
  if (r.builds) {
    const { all, oneRemote } = r.builds;
    if (all)
      out.push(
        `   production build, all ${all.packages.length} packages (2 at a time): ${all.seconds} s, peak RSS ${all.peakRssMb} MB${all.ok ? '' : '  FAILED'}`,
      );
    else out.push('   production build of all packages: skipped with --quick');
    out.push(
      `   production build, ${oneRemote.packageDir} alone: ${oneRemote.seconds} s, peak RSS ${oneRemote.peakRssMb} MB${oneRemote.ok ? '' : '  FAILED'}`,
    );
  }
  if (r.site) {
    out.push(
      `   npm start: up in ${r.site.startSeconds} s, peak RSS during start-up ${r.site.startupPeakMb} MB`,
    );
    const m = r.site.servingRss;
    out.push(
      `   npm start while serving the browser phases: start ${m.startMb} MB, peak ${m.maxMb} MB, end ${m.endMb} MB (process tree)`,
    );
  }
}

function renderSection(r: BenchResults, out: string[]): void {
  if (!r.render) return;
  out.push('', '2b. Server pages under load (site server, loopback, autocannon)');
  out.push(
    `   ${padEnd('page', 34)}${pad('conns', 6)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('CPU µs', 8)}${pad('errors', 8)}`,
  );
  const { kept, rendered } = r.render;
  for (const l of [...r.render.static, ...kept, ...rendered]) {
    out.push(
      `   ${padEnd(l.name, 34)}${pad(l.connections, 6)}${pad(l.requestsPerSecond, 8)}${pad(l.p50Ms, 8)}${pad(l.p99Ms, 8)}${pad(l.serverCpuUsPerRequest ?? '', 8)}${pad(l.errors + l.timeouts + l.non2xx, 8)}`,
    );
  }
}

function staticFilesSection(r: BenchResults, out: string[]): void {
  if (!r.staticFiles) return;
  out.push('', '2d. Static files: a site origin beside a bare node:http server (same .br bytes)');
  out.push(
    `   ${padEnd('file', 44)}${pad('conns', 6)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('CPU µs', 8)}`,
  );
  for (const l of r.staticFiles)
    out.push(
      `   ${padEnd(l.name, 44)}${pad(l.connections, 6)}${pad(l.requestsPerSecond, 8)}${pad(l.p50Ms, 8)}${pad(l.p99Ms, 8)}${pad(l.serverCpuUsPerRequest ?? '', 8)}`,
    );
}

function redeployHeapSection(r: BenchResults, out: string[]): void {
  const heap = r.redeployHeap;
  if (!heap) return;
  const at = (n: number) => heap.samples.find((s) => s.redeploys === n)?.heapMb;
  const samples = heap.samples.map((s) => `${s.redeploys}: ${s.heapMb} MB`).join(', ');
  const growth = (at(50) ?? 0) - (at(10) ?? 0);
  out.push('', '2c. Server renderer heap across redeploys of a remote (after GC)');
  out.push(
    `   ${samples}; rendered ${heap.rendered} of ${(heap.samples.at(-1)?.redeploys ?? 0) + 1}`,
  );
  out.push(
    `   growth from 10 to 50 redeploys ${Math.round(growth * 10) / 10} MB  goal ≤ ${budgets.redeployHeapGrowthMb} MB (bounded): ${verdict(growth <= budgets.redeployHeapGrowthMb)}`,
  );
}

/** The human-readable report of one run. */
export function printReport(r: BenchResults): string {
  const out: string[] = [
    `Beat to Breakthrough bench, ${r.startedAt}${r.quick ? ' (--quick)' : ''}`,
    `tree: ${r.tree.root} at ${r.tree.commit}`,
    `machine: ${r.machine.cpus} cores, ${r.machine.memoryGb} GB, Node ${r.machine.node}, ${r.machine.chromium}`,
  ];
  sizeSection(r, out);
  lighthouseSection(r, out);
  renderSection(r, out);
  staticFilesSection(r, out);
  redeployHeapSection(r, out);
  interactionSection(r, out);
  tapsSection(r, out);
  apiSection(r, out);
  scaleSection(r, out);
  buildSection(r, out);
  seedSection(r, out);
  searchSection(r, out);
  for (const e of r.errors) out.push('', `!! ${e.phase} failed: ${e.message.slice(0, 500)}`);
  if (r.totalSeconds) out.push('', `bench took ${r.totalSeconds} s`);
  return out.join('\n');
}
