import type { Browser } from 'playwright-core';
import { siteOrigin } from '../../config';
import { budgets } from '../../report/budgets';
import { pressMs } from '../press';
import type { TapLatency } from './interactionLatency';
import { learnerTaps, type TapName } from './learnerTaps';
import { quizLessonCode } from './quizLessonCode';
import { tapRun, type TapRunSettings } from './tapRun';
import { summarizeTap, type TapTimings } from './tapTimings';
import { traceTap, type TapTrace } from './traceTap';

/** One tap's runs summarized, and the traced run of a tap over the goal. */
export interface TapResult extends TapTimings {
  name: TapName;
  label: string;
  trace?: TapTrace;
}

/** Issue 74 point 5: every learner tap on the calibrated phone. */
export interface TapsReport {
  benchmarkIndex: number;
  cpuMultiplier: number;
  /** How long each tap held the finger down. */
  pressMs: number;
  runsPerTap: number;
  taps: TapResult[];
}

/**
 * `runs` runs of each learner tap (`learnerTaps`), each in a fresh context on the phone slowed by
 * `cpuMultiplier`, the taps taking turns so a busy moment of the machine is shared among them;
 * then, for each tap whose p75 misses the goal, one traced run (`traceTap`).
 */
export async function measureTaps(
  browser: Browser,
  runs: number,
  { benchmarkIndex, cpuMultiplier }: { benchmarkIndex: number; cpuMultiplier: number },
): Promise<TapsReport> {
  const settings: TapRunSettings = {
    origin: siteOrigin,
    site: { quizCode: await quizLessonCode(siteOrigin) },
    cpuMultiplier,
    holdMs: pressMs(),
  };
  const latencies = new Map<TapName, (TapLatency | null)[]>(learnerTaps.map((t) => [t.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const tap of learnerTaps)
      latencies.get(tap.name)?.push(await tapRun(browser, tap, settings));
  }
  const taps: TapResult[] = [];
  for (const tap of learnerTaps) {
    const result: TapResult = {
      name: tap.name,
      label: tap.label,
      ...summarizeTap(latencies.get(tap.name) ?? []),
    };
    if (result.p75Ms > budgets.tapLatencyMs) result.trace = await traceTap(browser, tap, settings);
    taps.push(result);
  }
  return { benchmarkIndex, cpuMultiplier, pressMs: settings.holdMs, runsPerTap: runs, taps };
}
