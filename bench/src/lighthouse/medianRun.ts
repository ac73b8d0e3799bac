/** The figures the median run is chosen by. */
interface RankedRun {
  performance: number;
  lcpMs: number;
}

/**
 * The page's median run: sorted by performance score, ties broken by the slower LCP first, the
 * middle one (the upper middle of an even count). One whole run rather than a median per metric,
 * so its figures and causes belong together.
 */
export function medianRun<T extends RankedRun>(runs: readonly T[]): T | undefined {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)];
}
