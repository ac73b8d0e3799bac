import type { PageComparison, RunFigures } from './compareTrees';
import { pairedDifference, pooledSd, type PairedDifference } from './pairedStats';

/** The figures compared, with the name and unit the report prints them by. */
export const comparedMetrics = [
  { key: 'performance', name: 'score', unit: '' },
  { key: 'tbtMs', name: 'TBT', unit: ' ms' },
  { key: 'lcpMs', name: 'LCP', unit: ' ms' },
] as const satisfies readonly { key: keyof RunFigures; name: string; unit: string }[];

export type ComparedMetric = (typeof comparedMetrics)[number]['key'];

export interface MetricSummary {
  metric: ComparedMetric;
  /** B − A of the per-page medians: mean and standard error over the pages. */
  difference: PairedDifference;
  /** Each tree's noise: the SD of one page's runs, pooled over pages (NaN with one run each). */
  spreadA: number;
  spreadB: number;
}

export interface ComparisonSummary {
  /** Pages (page × language) both trees have a median of: the pairs the difference is over. */
  pages: number;
  metrics: MetricSummary[];
}

/** Over all pages: the paired difference of the medians, and each tree's within-page spread. */
export function summarizeComparison(comparisons: readonly PageComparison[]): ComparisonSummary {
  const paired = comparisons.filter((c) => c.a.median && c.b.median);
  const metrics = comparedMetrics.map(({ key }): MetricSummary => {
    const runsOf = (tree: 'a' | 'b') => comparisons.map((c) => c[tree].runs.map((r) => r[key]));
    return {
      metric: key,
      difference: pairedDifference(
        paired.map((c) => ({ a: c.a.median?.[key] ?? NaN, b: c.b.median?.[key] ?? NaN })),
      ),
      spreadA: pooledSd(runsOf('a')),
      spreadB: pooledSd(runsOf('b')),
    };
  });
  return { pages: paired.length, metrics };
}
