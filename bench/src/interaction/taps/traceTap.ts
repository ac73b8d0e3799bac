import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { resultsDir } from '../../config';
import { armedMark } from './eventProbe';
import type { TapSpec } from './learnerTaps';
import { tapRun, type TapRunSettings } from './tapRun';
import { traceRecorder } from './traceRecorder';
import { summarizeTrace, type TraceSummary } from './traceSummary';

/** One traced run of a tap: where its trace is, its latency, and what the trace shows. */
export interface TapTrace {
  /** The Chromium trace (opens in DevTools' Performance panel or Perfetto). */
  file: string;
  latencyMs?: number;
  summary: TraceSummary | null;
}

/**
 * One more run of `tap`, recorded with a performance trace from before the page settles for the
 * tap until its entries are in, written to `results/taps/`, and what the trace shows of the tap's
 * span (`summarizeTrace`).
 */
export async function traceTap(
  browser: Browser,
  tap: TapSpec,
  settings: TapRunSettings,
): Promise<TapTrace> {
  const recorder = traceRecorder();
  const latency = await tapRun(browser, tap, settings, recorder);
  const folder = path.join(resultsDir, 'taps');
  mkdirSync(folder, { recursive: true });
  const file = path.join(
    folder,
    `${tap.name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(file, JSON.stringify({ traceEvents: recorder.events }));
  return {
    file,
    latencyMs: latency?.latencyMs,
    summary:
      latency?.fromMs !== undefined && latency.toMs !== undefined
        ? summarizeTrace(recorder.events, armedMark, { fromMs: latency.fromMs, toMs: latency.toMs })
        : null,
  };
}
