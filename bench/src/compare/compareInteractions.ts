import type { Browser } from 'playwright-core';
import { playOnce } from '../interaction/playLatency';
import { routeChangeOnce } from '../interaction/routeChangeLatency';
import { timedRun, type Interaction } from '../interaction/timedRuns';
import { summarize, type Timings } from '../report/stats';
import type { CompareTree, TreeLabel } from './compareOptions';
import { pairedDifference, type PairedDifference } from './pairedStats';

/** The interactions of the bench's interaction phase, as the comparison names them. */
export const comparedInteractions = [
  { key: 'playToAudio', name: 'Play tap → playing', act: playOnce },
  { key: 'routeChangeToNewRemote', name: 'route change to mf-search', act: routeChangeOnce },
] as const satisfies readonly { key: string; name: string; act: Interaction }[];

export interface InteractionComparison {
  key: (typeof comparedInteractions)[number]['key'];
  name: string;
  /** Which tree went first in each run. */
  order: TreeLabel[];
  a: Timings;
  b: Timings;
  /** B − A over the runs both trees timed (a run one of them failed is no pair). */
  difference: PairedDifference;
}

/** One interaction's runs on both trees (null: that run failed), summed up and paired. */
export function summarizeInteraction(
  { key, name }: Pick<InteractionComparison, 'key' | 'name'>,
  order: TreeLabel[],
  a: readonly (number | null)[],
  b: readonly (number | null)[],
): InteractionComparison {
  const pairs = a.flatMap((msA, i) => {
    const msB = b[i];
    return msA === null || msB === null || msB === undefined ? [] : [{ a: msA, b: msB }];
  });
  return {
    key,
    name,
    order,
    a: summarize([...a]),
    b: summarize([...b]),
    difference: pairedDifference(pairs),
  };
}

const shown = (ms: number | null | undefined) => (ms == null ? 'failed' : `${Math.round(ms)} ms`);

/**
 * Each interaction timed `runs` times on A and on B back to back, in fresh contexts under one CPU
 * slowdown, which tree goes first alternating from run to run: the interaction phase's figures,
 * paired like the Lighthouse comparison's, so that the host's drift falls on both trees alike.
 */
export async function compareInteractions(
  browser: Browser,
  trees: { a: CompareTree; b: CompareTree },
  runs: number,
  cpuMultiplier: number,
  log: (message: string) => void,
): Promise<InteractionComparison[]> {
  const comparisons: InteractionComparison[] = [];
  for (const interaction of comparedInteractions) {
    const order: TreeLabel[] = [];
    const timed: Record<TreeLabel, (number | null)[]> = { A: [], B: [] };
    for (let i = 0; i < runs; i++) {
      const aFirst = i % 2 === 0;
      for (const tree of aFirst ? [trees.a, trees.b] : [trees.b, trees.a]) {
        timed[tree.label].push(
          await timedRun(browser, cpuMultiplier, (page) => interaction.act(page, tree.origin)),
        );
      }
      order.push(aFirst ? 'A' : 'B');
      log(
        `${interaction.name} run ${i + 1}/${runs}: A ${shown(timed.A[i])}, B ${shown(timed.B[i])}`,
      );
    }
    comparisons.push(summarizeInteraction(interaction, order, timed.A, timed.B));
  }
  return comparisons;
}
