import os from 'node:os';

/**
 * Lighthouse's 4× CPU slowdown is relative to the host: a host of half the speed emulates a phone
 * twice as slow. Lighthouse's throttling guide calibrates the multiplier to the host's
 * `benchmarkIndex` instead; ours emulates the phone Lighthouse's default gives on a host of index
 * 2,100 (4×): multiplier = index ÷ 525, so every host emulates the same phone.
 */
export const referenceIndexPerSlowdown = 525;

/** The CPU slowdown for a host of this `benchmarkIndex`, to one decimal, at least 1 (no speed-up). */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  return Math.max(1, Math.round((benchmarkIndex / referenceIndexPerSlowdown) * 10) / 10);
}

/**
 * The host's index from several warm-up runs: their median. One run's index wanders by a fifth
 * (2,470 and 2,950 were seen minutes apart on one quiet host), which moved the slowdown from 5.6×
 * to 4.7× between two trees measured for one comparison.
 */
export function hostIndexOf(indexes: readonly number[]): number {
  const valid = indexes
    .filter((index) => Number.isFinite(index) && index > 0)
    .sort((a, b) => a - b);
  if (valid.length === 0) return Number.NaN;
  const middle = Math.floor(valid.length / 2);
  return valid.length % 2
    ? (valid[middle] as number)
    : ((valid[middle - 1] as number) + (valid[middle] as number)) / 2;
}

/** Above this 1-minute load average the machine is too busy for figures worth comparing. */
export const busyLoadAverage = 1.5;

/**
 * Why Lighthouse must not run now, or null: the machine is busy (its load average), unless the run
 * was told to measure anyway (`--busy-ok` / BENCH_BUSY_OK=1), which the report then says.
 */
export function busyReason(busyOk: boolean, load = os.loadavg()[0] ?? 0): string | null {
  if (busyOk || load <= busyLoadAverage) return null;
  return (
    `the machine is busy (load average ${load.toFixed(2)} > ${busyLoadAverage}): Lighthouse ` +
    'figures would not compare; run again on a quiet machine or pass --busy-ok'
  );
}
