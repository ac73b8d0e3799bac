import { lighthouseLanguages, runWithRetry } from '../lighthouse/lighthouseRoutes';
import { medianRun } from '../lighthouse/medianRun';
import type { LighthouseResult } from '../lighthouse/runLighthouse';
import type { CompareTree, TreeLabel } from './compareOptions';

/** One Lighthouse run's figures, as the comparison keeps them. */
export interface RunFigures {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  benchmarkIndex: number;
  /** What Lighthouse took as the largest paint, and its phases (TTFB, load delay, render delay). */
  lcpElement: string;
  lcpPhases: Record<string, number>;
}

export interface TreeRuns {
  runs: RunFigures[];
  /** The median run by lighthouseRoutes' rule (`medianRun`); null when no run succeeded. */
  median: RunFigures | null;
}

export interface PageComparison {
  page: string;
  language: (typeof lighthouseLanguages)[number];
  /** Which tree went first in each run. */
  order: TreeLabel[];
  a: TreeRuns;
  b: TreeRuns;
  /** Runs lost after Lighthouse's retries; both trees' figures of such a run are dropped. */
  errors: string[];
}

const figuresOf = (r: LighthouseResult): RunFigures => ({
  performance: r.performance,
  tbtMs: r.tbtMs,
  lcpMs: r.lcpMs,
  fcpMs: r.fcpMs,
  cls: r.cls,
  benchmarkIndex: r.benchmarkIndex,
  lcpElement: r.lcpElement,
  lcpPhases: r.lcpPhases,
});

const treeRuns = (runs: RunFigures[]): TreeRuns => ({ runs, median: medianRun(runs) ?? null });

/**
 * Every page × language × run measured on A and on B back to back, so both see the same moment of
 * the host. Which tree goes first alternates from one pair to the next (over all pages, so one
 * run per page still balances), cancelling what going first or second does to a run.
 */
export async function compareTrees(
  trees: { a: CompareTree; b: CompareTree },
  pages: readonly string[],
  runs: number,
  cpuMultiplier: number,
  log: (message: string) => void,
): Promise<PageComparison[]> {
  const comparisons: PageComparison[] = [];
  let pair = 0;
  for (const page of pages) {
    for (const language of lighthouseLanguages) {
      const order: TreeLabel[] = [];
      const figures: Record<TreeLabel, RunFigures[]> = { A: [], B: [] };
      const errors: string[] = [];
      for (let i = 0; i < runs; i++) {
        const aFirst = pair++ % 2 === 0;
        const sequence = aFirst ? [trees.a, trees.b] : [trees.b, trees.a];
        try {
          const measured: Partial<Record<TreeLabel, RunFigures>> = {};
          for (const tree of sequence) {
            const result = await runWithRetry(
              tree.origin + page,
              i,
              { language, cpuMultiplier },
              `compare-${tree.label.toLowerCase()}`,
            );
            measured[tree.label] = figuresOf(result);
          }
          figures.A.push(measured.A as RunFigures);
          figures.B.push(measured.B as RunFigures);
          order.push(aFirst ? 'A' : 'B');
          log(
            `${page} (${language}) run ${i + 1}/${runs}: score A ${measured.A?.performance} B ${measured.B?.performance}`,
          );
        } catch (error) {
          errors.push(`run ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
          log(`${page} (${language}) run ${i + 1}/${runs} failed, both trees' figures dropped`);
        }
      }
      comparisons.push({
        page,
        language,
        order,
        a: treeRuns(figures.A),
        b: treeRuns(figures.B),
        errors,
      });
    }
  }
  return comparisons;
}
