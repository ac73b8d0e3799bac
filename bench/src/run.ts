import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureApiLoad } from './api/apiLoad';
import { measureBuildTimes } from './build/buildTimes';
import { measuresThisTree, parseOptions, ports, resultsDir, siteRoot, wants } from './config';
import { measurePlayLatency } from './interaction/playLatency';
import { pressMs } from './interaction/press';
import { measureRouteChange } from './interaction/routeChangeLatency';
import { measureTaps } from './interaction/taps/measureTaps';
import {
  calibrateWhenQuiet,
  lighthouseRoutes,
  type HostCalibration,
} from './lighthouse/lighthouseRoutes';
import { buildMonolith } from './monolith/buildMonolith';
import { measureMonolithSizes } from './monolith/monolithSizes';
import type { BenchResults } from './report/BenchResults';
import { commitOf } from './report/commitOf';
import { printReport } from './report/printReport';
import { writeFigures } from './report/writeFigures';
import { measureRedeployHeap } from './render/redeployHeap';
import { measureRenderLoad } from './render/renderLoad';
import { measureStaticLoad } from './render/staticLoad';
import { measureScaleLoad } from './scale/scaleLoad';
import { measureFaults } from './faults/faultRun';
import { measureSearchLoad } from './search/searchLoad';
import { measureSeed } from './seed/seedMedia';
import { launchChromium } from './site/launchChromium';
import { startBenchSite } from './site/startBenchSite';
import { measureRouteSizes } from './size/routeSizes';

const log = (message: string) => console.log(`[bench] ${message}`);

/**
 * `npm run bench [-- --quick] [--skip-build] [--busy-ok] [--only=size,lighthouse,interaction,taps,render,static,redeploy,api,scale,faults,search,seed,build]`: one run of every
 * figure of issue 9 on this machine. Phases run one after another so they do not disturb each
 * other: browser phases against `npm start` on ports 4500–4506, then the API load test, then builds.
 */
async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const results: BenchResults = {
    startedAt: new Date().toISOString(),
    quick: options.quick,
    tree: { root: siteRoot, commit: commitOf(siteRoot) },
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      chromium: '',
    },
    errors: [],
  };
  const phase = async (name: string, work: () => Promise<void>) => {
    log(`${name}...`);
    const t = Date.now();
    try {
      await work();
    } catch (error) {
      results.errors.push({
        phase: name,
        message: error instanceof Error ? error.message : String(error),
      });
    }
    log(`${name} done in ${Math.round((Date.now() - t) / 1000)} s`);
  };

  const browserPhases = ['size', 'lighthouse', 'interaction', 'taps', 'render'].some((p) =>
    wants(options, p),
  );
  if (wants(options, 'size'))
    await phase('monolith build', async () => {
      const build = await buildMonolith();
      if (!build.ok) throw new Error(build.stderrTail);
      results.monolith = { build, routes: [] };
    });

  if (browserPhases) {
    await phase('site', async () => {
      const used = Object.values(ports);
      log(
        `starting npm start on ports ${Math.min(...used)}–${Math.max(...used)} (builds stale apps first)`,
      );
      const site = await startBenchSite(options.skipBuild);
      const browser = await launchChromium();
      results.machine.chromium = `Chromium ${browser.version()}`;
      // The phone the interaction and Lighthouse phases emulate, measured once for both.
      let calibration: HostCalibration | undefined;
      const calibrated = async () => {
        calibration ??= await calibrateWhenQuiet(options.lighthouseRuns, options.busyOk);
        results.calibration = calibration;
        return calibration;
      };
      try {
        if (wants(options, 'size')) {
          await phase('route sizes', async () => {
            results.sizes = await measureRouteSizes(browser);
            if (results.monolith) results.monolith.routes = await measureMonolithSizes(browser);
          });
        }
        if (wants(options, 'interaction')) {
          await phase('interactions', async () => {
            const { benchmarkIndex, cpuMultiplier } = await calibrated();
            results.interactions = {
              benchmarkIndex,
              cpuMultiplier,
              pressMs: pressMs(),
              playToAudio: await measurePlayLatency(
                browser,
                options.interactionRuns,
                cpuMultiplier,
              ),
              routeChangeToNewRemote: await measureRouteChange(
                browser,
                options.interactionRuns,
                cpuMultiplier,
              ),
            };
          });
        }
        if (wants(options, 'taps')) {
          await phase('taps', async () => {
            results.taps = await measureTaps(browser, options.tapRuns, await calibrated());
          });
        }
        if (wants(options, 'lighthouse')) {
          await phase('lighthouse', async () => {
            results.lighthouse = await lighthouseRoutes(
              options.lighthouseRuns,
              await calibrated(),
              (message) => results.errors.push({ phase: 'lighthouse', message }),
            );
          });
        }
        if (wants(options, 'render')) {
          await phase('server render under load', async () => {
            results.render = await measureRenderLoad(options.loadSeconds, site.pid);
          });
        }
      } finally {
        await browser.close();
        const memory = await site.stop();
        results.site = { startSeconds: Math.round(site.startSeconds), ...memory };
      }
    });
  }

  if (wants(options, 'static'))
    await phase('static files', async () => {
      results.staticFiles = await measureStaticLoad(options.loadSeconds);
    });

  if (wants(options, 'redeploy'))
    await phase('server heap across redeploys', async () => {
      results.redeployHeap = measureRedeployHeap();
    });

  if (wants(options, 'api'))
    await phase('api load', async () => {
      results.api = await measureApiLoad(options.loadSeconds, options.resilienceSeconds);
    });

  if (wants(options, 'scale'))
    await phase('through nginx, 1–3 API processes', async () => {
      results.scale = await measureScaleLoad(options.loadSeconds, options.skipBuild);
    });

  if (wants(options, 'faults'))
    await phase('faults under load (npm run test:scale)', async () => {
      results.faults = measureFaults();
      if (!results.faults.passed) throw new Error('npm run test:scale missed a check');
    });

  if (wants(options, 'search'))
    await phase('search at 100,000 songs', async () => {
      results.search = await measureSearchLoad(options.loadSeconds);
    });

  if (wants(options, 'seed'))
    await phase('seed', async () => {
      results.seed = await measureSeed();
    });

  if (wants(options, 'build'))
    await phase('builds', async () => {
      results.builds = await measureBuildTimes(options.quick);
    });

  results.totalSeconds = Math.round((Date.now() - started) / 1000);
  mkdirSync(resultsDir, { recursive: true });
  const json = JSON.stringify(results, null, 2);
  const stamp = results.startedAt.replace(/[:.]/g, '-');
  writeFileSync(path.join(resultsDir, `bench-${stamp}.json`), json);
  writeFileSync(path.join(resultsDir, 'latest.json'), json);
  const report = printReport(results);
  writeFileSync(path.join(resultsDir, 'latest.txt'), `${report}\n`);
  if (!measuresThisTree) log(`measured ${siteRoot}: README.md left as it is`);
  else if (await writeFigures(results)) log('README.md: current figures written');
  console.log(`\n${report}\n\nJSON: ${path.join(resultsDir, 'latest.json')}`);
  process.exitCode = results.errors.length > 0 ? 1 : 0;
}

// Ctrl-C: exit normally so the 'exit' handlers stop the site and servers this bench started.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exit(1);
});
