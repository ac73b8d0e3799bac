import { uiLanguages } from '@btb/shared-contract';
import { siteOrigin } from '../config';
import { busyReason, cpuMultiplierFor, hostIndexOf } from './calibration';
import { lighthousePages } from './lighthousePages';
import { medianRun } from './medianRun';
import { runLighthouse, type LighthouseResult, type LighthouseRunOptions } from './runLighthouse';

/** Every page is measured in each of the site's languages. */
export const lighthouseLanguages = uiLanguages;

/**
 * Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): try again. `tag` keeps
 * the report file apart from another site's run of the same page (see `runLighthouse`).
 */
export async function runWithRetry(
  url: string,
  index: number,
  options: LighthouseRunOptions,
  tag = '',
): Promise<LighthouseResult> {
  const attempts = 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, index, options, tag);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`[bench] lighthouse ${url} attempt ${attempt} failed, retrying`);
    }
  }
}

/**
 * The bench's own earlier phases (a build, the site's start, the size pass) keep the 1-minute load
 * average up for a minute or two after they end: wait up to `settleMs` for it to come down before
 * judging the machine busy.
 */
export async function busyAfterSettling(
  busyOk: boolean,
  settleMs = 180_000,
): Promise<string | null> {
  const until = Date.now() + settleMs;
  for (;;) {
    const busy = busyReason(busyOk);
    if (!busy || Date.now() >= until) return busy;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/**
 * The host's `benchmarkIndex` as Lighthouse measures it (the median of warm-up runs of `/` at
 * `origin`, as many as each page gets), and the CPU slowdown that makes this host emulate the
 * reference phone.
 */
export interface HostCalibration {
  benchmarkIndex: number;
  cpuMultiplier: number;
}

export async function calibrate(warmUps: number, origin = siteOrigin): Promise<HostCalibration> {
  const indexes: number[] = [];
  for (let i = 0; i < warmUps; i++) {
    const warmUp = await runWithRetry(`${origin}/`, i, { language: 'en', cpuMultiplier: 4 });
    indexes.push(warmUp.benchmarkIndex);
  }
  const benchmarkIndex = Math.round(hostIndexOf(indexes));
  return { benchmarkIndex, cpuMultiplier: cpuMultiplierFor(benchmarkIndex) };
}

/**
 * The phone every browser figure emulates on this host (`calibrate`, `warmUps` runs), once the
 * machine is quiet; refused while it is busy unless `busyOk`.
 */
export async function calibrateWhenQuiet(
  warmUps: number,
  busyOk: boolean,
): Promise<HostCalibration> {
  const busy = await busyAfterSettling(busyOk);
  if (busy) throw new Error(busy);
  const calibration = await calibrate(warmUps);
  console.log(
    `[bench] benchmarkIndex ${calibration.benchmarkIndex}: CPU slowdown ${calibration.cpuMultiplier}×`,
  );
  return calibration;
}

/**
 * Every page of the platform in en and de, the median run (by performance score) of each, with
 * the CPU slowdown calibrated to this host (`calibrateWhenQuiet`). Runs are sequential, one
 * Chromium at a time. A page Lighthouse cannot measure is told to `onPageError` and the others are
 * still measured.
 */
export async function lighthouseRoutes(
  runs: number,
  { cpuMultiplier }: HostCalibration,
  onPageError: (message: string) => void,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const pagePath of lighthousePages()) {
    for (const language of lighthouseLanguages) {
      const all: LighthouseResult[] = [];
      try {
        for (let i = 0; i < runs; i++) {
          all.push(await runWithRetry(siteOrigin + pagePath, i, { language, cpuMultiplier }));
        }
      } catch (error) {
        onPageError(`${pagePath} (${language}): ${error instanceof Error ? error.message : error}`);
        continue;
      }
      results.push(medianRun(all) as LighthouseResult);
    }
  }
  return results;
}
