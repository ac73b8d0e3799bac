import path from 'node:path';
import { portsFrom } from '@btb/platform';
import { budgets } from './report/budgets';

export const repoRoot = path.resolve(__dirname, '../..');
export const benchRoot = path.resolve(__dirname, '..');
export const resultsDir = path.join(benchRoot, 'results');
/** Scratch space for builds and the monolith; outside the repo so nobody's dist/ is touched. */
export const scratchDir = '/tmp/btb-bench';

/**
 * The bench's own port block (BENCH_BASE_PORT moves it, default 4500): the site takes one port per
 * app of the platform while it runs, the API phase the first two after it.
 */
const base = Number(process.env.BENCH_BASE_PORT) || 4500;
export const shellPort = base;
/** Each app's port by folder (`shell`, `mf-search`, ...). */
export const ports = portsFrom(base);
export const apiPort = base;
export const helloPort = base + 1;
/** The scale phase: nginx on the site's ports plus one for hello-world, API processes after it. */
export const nginxHelloPort = base + 7;
export const scaleApiPorts = [base + 10, base + 11, base + 12];
export const scaleHelloPort = base + 13;
/** The faults phase runs `npm run test:scale` on the 50 ports from here. */
export const faultsBasePort = base + 100;

/**
 * `BENCH_SITE_ROOT`: the checkout whose site the bench serves and measures (this one by default).
 * Another tree (say a worktree of an older commit, installed and built) is measured by this tree's
 * bench code, so "before and after, same run" compares the sites alone; its figures are not
 * written into this README.
 */
export const siteRoot = path.resolve(process.env.BENCH_SITE_ROOT || repoRoot);
export const measuresThisTree = siteRoot === repoRoot;

/**
 * A checkout's bench data folder; another tree gets its own (its migrations may differ).
 * `BENCH_DATA_DIR` moves this tree's, for a bench beside another on its own port block.
 */
export const dataDirFor = (root: string) =>
  root === repoRoot
    ? process.env.BENCH_DATA_DIR || '/tmp/data-bench'
    : `/tmp/data-bench-${path.basename(root)}`;
/** The bench site's data folder. */
export const dataDir = dataDirFor(siteRoot);
/** The API phase's embedded database (PGlite), apart from the site's. */
export const pgliteDataDir = `/tmp/data-bench-${base}-pglite`;
/** `BENCH_DATABASE_URL` names the PostgreSQL database (created when missing). */
export const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/btb_bench';

/** `BENCH_NO_RESPONSE_CACHE=1` for the bench's API process: every answer comes from the database. */
export const noResponseCacheEnv = 'BENCH_NO_RESPONSE_CACHE';

export const siteOrigin = `http://localhost:${base}`;

export interface BenchOptions {
  quick: boolean;
  /** `--skip-build`: serve dist/ as it is (SKIP_BUILD=1) instead of rebuilding stale apps. */
  skipBuild: boolean;
  /** `--busy-ok` (BENCH_BUSY_OK=1): run Lighthouse even while the machine's load is high. */
  busyOk: boolean;
  /** Phases to run; all when empty (`--only size,api`). */
  only: string[];
  lighthouseRuns: number;
  interactionRuns: number;
  /** Runs of each learner tap (issue 74 point 5: p75 of 10). */
  tapRuns: number;
  loadSeconds: number;
  resilienceSeconds: number;
}

/**
 * Flags reach us two ways: as arguments (`npm run bench -w @btb/bench -- --quick`), or, through
 * the root script `npm run bench -- --quick`, as npm config that npm hands on as `npm_config_*`
 * (`--only` is a real npm option there, so that one also comes as BENCH_ONLY=size,api).
 */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const flag = (name: string) =>
    argv.includes(`--${name}`) || env[`npm_config_${name.replace(/-/g, '_')}`] === 'true';
  const quick = flag('quick');
  const onlyArg =
    argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? env.BENCH_ONLY;
  return {
    quick,
    skipBuild: flag('skip-build'),
    busyOk: flag('busy-ok') || env.BENCH_BUSY_OK === '1',
    only: onlyArg ? onlyArg.split(',').filter(Boolean) : [],
    lighthouseRuns: quick ? 1 : 3,
    interactionRuns: quick ? 3 : 7,
    tapRuns: quick ? 4 : budgets.tapRuns,
    loadSeconds: quick ? 5 : 15,
    resilienceSeconds: quick ? 15 : 60,
  };
}

export const wants = (options: BenchOptions, phase: string) =>
  options.only.length === 0 || options.only.includes(phase);
