import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resultsDir } from '../config';
import { busyAfterSettling, calibrate } from '../lighthouse/lighthouseRoutes';
import { lighthousePages } from '../lighthouse/lighthousePages';
import { commitOf } from '../report/commitOf';
import { launchChromium } from '../site/launchChromium';
import { startBenchSite, type BenchSite } from '../site/startBenchSite';
import type { ComparedTree, ComparisonReport } from './ComparisonReport';
import { compareInteractions } from './compareInteractions';
import { compareOptionsFrom, type CompareTree } from './compareOptions';
import { compareTrees } from './compareTrees';
import { summarizeComparison } from './comparisonSummary';
import { printComparison } from './printComparison';

const log = (message: string) => console.log(`[compare] ${message}`);

const described = ({ label, root, origin }: CompareTree): ComparedTree => ({
  label,
  root,
  commit: commitOf(root),
  origin,
});

/**
 * `npm run bench:compare`: tree A (`BENCH_COMPARE_ROOT`) and this tree B served at once, and every
 * page measured on both in turn under one calibration, so host drift falls on both alike. Both
 * sites serve their dist/ as built (SKIP_BUILD=1) and are stopped at the end, on failure too.
 */
async function main(): Promise<void> {
  const options = compareOptionsFrom(process.env, lighthousePages());
  const started = new Date();
  const sites: BenchSite[] = [];
  try {
    for (const tree of [options.a, options.b]) {
      log(`starting ${tree.label}: ${tree.root} on ${tree.origin}, data in ${tree.dataDir}`);
      sites.push(await startBenchSite(true, tree));
    }
    const busy = await busyAfterSettling(options.busyOk);
    if (busy) throw new Error(busy);
    const { benchmarkIndex, cpuMultiplier } = await calibrate(options.runs, options.b.origin);
    log(`benchmarkIndex ${benchmarkIndex}: CPU slowdown ${cpuMultiplier}× for both trees`);
    const pages = options.parts.includes('lighthouse')
      ? await compareTrees(options, options.pages, options.runs, cpuMultiplier, log)
      : [];
    let interactions: ComparisonReport['interactions'] = [];
    if (options.parts.includes('interaction')) {
      const browser = await launchChromium();
      try {
        interactions = await compareInteractions(
          browser,
          options,
          options.interactionRuns,
          cpuMultiplier,
          log,
        );
      } finally {
        await browser.close();
      }
    }
    const report: ComparisonReport = {
      startedAt: started.toISOString(),
      totalSeconds: Math.round((Date.now() - started.getTime()) / 1000),
      a: described(options.a),
      b: described(options.b),
      runs: options.runs,
      benchmarkIndex,
      cpuMultiplier,
      busyOk: options.busyOk,
      parts: options.parts,
      pages,
      summary: summarizeComparison(pages),
      interactions,
    };
    mkdirSync(resultsDir, { recursive: true });
    const json = JSON.stringify(report, null, 2);
    const stamp = report.startedAt.replace(/[:.]/g, '-');
    writeFileSync(path.join(resultsDir, `compare-${stamp}.json`), json);
    writeFileSync(path.join(resultsDir, 'compare-latest.json'), json);
    console.log(
      `\n${printComparison(report)}\n\nJSON: ${path.join(resultsDir, 'compare-latest.json')}`,
    );
    const lost =
      pages.some((page) => page.errors.length > 0) ||
      interactions.some(({ a, b }) => a.runs.length === 0 || b.runs.length === 0);
    process.exitCode = lost ? 1 : 0;
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}

// Ctrl-C: exit normally so the 'exit' handlers stop both sites.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

main().catch((error: unknown) => {
  console.error('[compare] failed:', error);
  process.exit(1);
});
