import { existsSync } from 'node:fs';
import path from 'node:path';
import { portsFrom, shellApp } from '@btb/platform';
import { dataDirFor, ports, repoRoot, shellPort } from '../config';
import type { BenchSiteTarget } from '../site/startBenchSite';

export type TreeLabel = 'A' | 'B';

/** One side of the comparison: its checkout, the port block its site takes, its data folder. */
export interface CompareTree extends BenchSiteTarget {
  label: TreeLabel;
  /** The shell's origin, where Lighthouse opens its pages. */
  origin: string;
}

export interface CompareOptions {
  /** A is the "before" checkout (`BENCH_COMPARE_ROOT`), B this one. */
  a: CompareTree;
  b: CompareTree;
  /** Runs of every page × language on each tree (`BENCH_COMPARE_RUNS`, default 3). */
  runs: number;
  pages: string[];
  /** Timed runs of each interaction on each tree (`BENCH_COMPARE_INTERACTION_RUNS`, default 10). */
  interactionRuns: number;
  /** What is compared (`BENCH_COMPARE_ONLY=lighthouse` or `interaction`; both by default). */
  parts: ComparedPart[];
  busyOk: boolean;
}

export const comparedParts = ['lighthouse', 'interaction'] as const;
export type ComparedPart = (typeof comparedParts)[number];

/** Tree A's block sits this far above B's: the platform's eight apps fit between with room. */
const treeAPortOffset = 20;

const originOf = (treePorts: Record<string, number>) =>
  `http://localhost:${treePorts[shellApp.folder]}`;

/**
 * A comma list from the environment (`BENCH_ONLY_PAGES=/,/search`, `BENCH_COMPARE_ONLY=interaction`)
 * picks some of `all`, in their order; empty or unset picks all; a name not among them is a typo.
 */
function subsetFrom<T extends string>(
  variable: string,
  only: string | undefined,
  all: readonly T[],
): T[] {
  const wanted = (only ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...all];
  const unknown = wanted.filter((name) => !all.some((known) => known === name));
  if (unknown.length > 0)
    throw new Error(`${variable}: no such ${unknown.join(', ')} (${all.join(', ')})`);
  return all.filter((name) => wanted.includes(name));
}

/** A positive whole count from the environment, or the default. */
function countFrom(value: string | undefined, fallback: number): number {
  const count = Number(value);
  return value !== undefined && Number.isInteger(count) && count > 0 ? count : fallback;
}

/**
 * What to compare, from the environment. B keeps the bench's own port block (`BENCH_BASE_PORT`) and
 * data folder; A takes the block 20 above and a data folder of its own, suffixed when A is this
 * very checkout (a smoke test of the loop) so two sites never share one database.
 */
export function compareOptionsFrom(
  env: NodeJS.ProcessEnv,
  allPages: readonly string[],
): CompareOptions {
  if (!env.BENCH_COMPARE_ROOT)
    throw new Error('BENCH_COMPARE_ROOT: the "before" checkout (installed and built) is required');
  const rootA = path.resolve(env.BENCH_COMPARE_ROOT);
  if (!existsSync(path.join(rootA, 'package.json')))
    throw new Error(`BENCH_COMPARE_ROOT: ${rootA} is no checkout of the platform`);
  const portsA = portsFrom(shellPort + treeAPortOffset);
  const dataDirA = rootA === repoRoot ? `${dataDirFor(repoRoot)}-a` : dataDirFor(rootA);
  return {
    a: { label: 'A', root: rootA, ports: portsA, origin: originOf(portsA), dataDir: dataDirA },
    b: {
      label: 'B',
      root: repoRoot,
      ports,
      origin: originOf(ports),
      dataDir: dataDirFor(repoRoot),
    },
    runs: countFrom(env.BENCH_COMPARE_RUNS, 3),
    pages: subsetFrom('BENCH_ONLY_PAGES', env.BENCH_ONLY_PAGES, allPages),
    interactionRuns: countFrom(env.BENCH_COMPARE_INTERACTION_RUNS, 10),
    parts: subsetFrom('BENCH_COMPARE_ONLY', env.BENCH_COMPARE_ONLY, comparedParts),
    busyOk: env.BENCH_BUSY_OK === '1',
  };
}
