import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, scratchDir } from '../config';
import { processTreeRss } from '../site/processTreeRss';
import { timedCommand, type TimedRun } from './timedCommand';

export interface BuildTimes {
  /** Absent with --quick: the all-packages build alone takes longer than the quick budget. */
  all?: TimedRun & { packages: string[] };
  oneRemote: TimedRun & { packageDir: string };
}

/** The workspaces `npm run build` (lerna) builds: those with a `build` script. */
function buildablePackages(): string[] {
  const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return (root.workspaces as string[]).filter((dir) => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
    return Boolean(pkg.scripts?.build);
  });
}

/**
 * The production build of every package, two at a time like `npm run build` (lerna
 * --concurrency 2), running each package's own `npm run build`. Output goes to a scratch folder
 * (BTB_OUT_DIR) so the dist/ folders the site serves, and their build stamps, stay untouched.
 */
export async function measureBuildTimes(quick: boolean): Promise<BuildTimes> {
  const oneRemote = await buildOneRemote();
  if (quick) return { oneRemote };
  const packages = buildablePackages();
  const started = Date.now();
  const queue = [...packages];
  const runs: TimedRun[] = [];
  const worker = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      runs.push(
        await timedCommand('npm', ['run', 'build'], {
          cwd: path.join(repoRoot, dir),
          env: { BTB_OUT_DIR: path.join(scratchDir, 'build', dir) },
        }),
      );
    }
  };
  // Both builds run as children of this process: their RSS is the tree's minus our own.
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, processTreeRss(process.pid) - process.memoryUsage().rss);
  }, 500);
  await Promise.all([worker(), worker()]);
  clearInterval(sampler);
  const all = {
    seconds: Math.round((Date.now() - started) / 100) / 10,
    peakRssMb: Math.round(peak / 1024 / 1024),
    ok: runs.every((run) => run.ok),
    stderrTail: runs.map((run) => run.stderrTail).join(''),
    packages,
  };
  return { all, oneRemote };
}

async function buildOneRemote(): Promise<BuildTimes['oneRemote']> {
  const packageDir = 'mf-search';
  const run = await timedCommand('npm', ['run', 'build'], {
    cwd: path.join(repoRoot, packageDir),
    env: { BTB_OUT_DIR: path.join(scratchDir, 'build', packageDir) },
  });
  return { ...run, packageDir };
}
