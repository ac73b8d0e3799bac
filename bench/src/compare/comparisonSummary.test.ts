import type { PageComparison, RunFigures } from './compareTrees';
import { summarizeComparison } from './comparisonSummary';

const run = (performance: number, tbtMs: number, lcpMs: number): RunFigures => ({
  performance,
  tbtMs,
  lcpMs,
  fcpMs: 0,
  cls: 0,
  benchmarkIndex: 2100,
  lcpElement: '<h1>',
  lcpPhases: {},
});

const page = (path: string, a: RunFigures[], b: RunFigures[]): PageComparison => ({
  page: path,
  language: 'en',
  order: a.map((_, i) => (i % 2 ? 'B' : 'A')),
  a: { runs: a, median: a[1] ?? null },
  b: { runs: b, median: b[1] ?? null },
  errors: [],
});

describe('the summary of a paired comparison', () => {
  it('pairs each page’s medians and pools each tree’s run spread', () => {
    const summary = summarizeComparison([
      page('/', [run(80, 100, 2000), run(82, 120, 2100)], [run(84, 90, 2000), run(86, 110, 2100)]),
      page(
        '/search',
        [run(60, 300, 3000), run(62, 320, 3100)],
        [run(60, 300, 3000), run(62, 330, 3000)],
      ),
    ]);
    expect(summary.pages).toBe(2);
    const score = summary.metrics.find((m) => m.metric === 'performance');
    // Median differences 4 and 0: mean 2, SE 2.
    expect(score?.difference).toEqual({ mean: 2, se: 2, n: 2 });
    // Every page's two runs differ by 2 points: variance 2 on each, SD √2.
    expect(score?.spreadA).toBeCloseTo(Math.SQRT2, 10);
  });

  it('leaves a page with no median on one tree out of the difference', () => {
    const summary = summarizeComparison([
      page('/', [run(80, 100, 2000), run(82, 120, 2100)], [run(84, 90, 2000), run(86, 110, 2100)]),
      page('/me', [], []),
    ]);
    expect(summary.pages).toBe(1);
    expect(summary.metrics.map((m) => m.difference.mean)).toEqual([4, -10, 0]);
  });
});
