import type { TapLatency } from './interactionLatency';

/**
 * The `fraction` percentile by nearest rank: the smallest value at least that share of the values
 * is at or below (p75 of 10 runs is the 8th fastest). NaN for no values.
 */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] as number;
}

/** One tap's runs: each run's latency, p75 and max, and what the slowest run's event spent. */
export interface TapTimings {
  runs: number[];
  p75Ms: number;
  maxMs: number;
  failures: number;
  /** Runs whose every event stayed under the API's 16 ms threshold (counted as 16). */
  underThreshold: number;
  slowest?: TapLatency;
}

/** The runs of one tap summarized; a failed run (null) is counted, not timed. */
export function summarizeTap(results: readonly (TapLatency | null)[]): TapTimings {
  const ok = results.filter((result): result is TapLatency => result !== null);
  const runs = ok.map((result) => Math.round(result.latencyMs));
  const slowest = ok.reduce<TapLatency | undefined>(
    (a, b) => (a && a.latencyMs >= b.latencyMs ? a : b),
    undefined,
  );
  return {
    runs,
    p75Ms: percentile(runs, 0.75),
    maxMs: runs.length ? Math.max(...runs) : NaN,
    failures: results.length - ok.length,
    underThreshold: ok.filter((result) => !result.reported).length,
    slowest,
  };
}
