import type { InteractionComparison } from './compareInteractions';
import type { ComparedPart, TreeLabel } from './compareOptions';
import type { PageComparison } from './compareTrees';
import type { ComparisonSummary } from './comparisonSummary';

export interface ComparedTree {
  label: TreeLabel;
  root: string;
  /** Its short commit hash, with `+changes` when the work tree differs from it. */
  commit: string;
  origin: string;
}

/** `bench/results/compare-latest.json`: one interleaved comparison of two trees. */
export interface ComparisonReport {
  startedAt: string;
  totalSeconds: number;
  a: ComparedTree;
  b: ComparedTree;
  runs: number;
  /** One calibration for both trees: the host's index (warm-ups on B's `/`) and its slowdown. */
  benchmarkIndex: number;
  cpuMultiplier: number;
  /** Lighthouse ran while the machine was busy (`BENCH_BUSY_OK=1`). */
  busyOk: boolean;
  /** What was compared (`BENCH_COMPARE_ONLY`). */
  parts: ComparedPart[];
  /** Lighthouse: every page × language (none when only interactions were compared). */
  pages: PageComparison[];
  summary: ComparisonSummary;
  /** The interaction phase's figures on both trees (none when only Lighthouse was). */
  interactions: InteractionComparison[];
}
