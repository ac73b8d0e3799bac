import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allApps, type AppDescription } from '@btb/platform';
import { distDir, repoRoot } from '@btb/platform/paths';
import { buildStamp } from './buildStamp';

const stampFile = (app: AppDescription) => path.join(distDir(app), '.build-stamp');

function isCurrent(app: AppDescription, stamp: string): boolean {
  const dist = distDir(app);
  return (
    existsSync(path.join(dist, 'index.html')) &&
    existsSync(path.join(dist, 'mf-manifest.json')) &&
    existsSync(path.join(dist, 'server')) &&
    existsSync(stampFile(app)) &&
    readFileSync(stampFile(app), 'utf8') === stamp
  );
}

function build(app: AppDescription, stamp: string): Promise<void> {
  return new Promise((resolve, reject) => {
    console.log(`[site] building ${app.folder} (production)...`);
    const child = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(repoRoot, app.folder),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Building ${app.folder} failed (exit ${code}).`));
      writeFileSync(stampFile(app), stamp);
      resolve();
    });
  });
}

/**
 * Builds the apps whose production build is missing or older than their sources, two at a time
 * (two cores). `SKIP_BUILD=1` serves whatever is in dist/ as it is (a deployed remote, a test that
 * swaps builds).
 */
export async function ensureBuilt(concurrency = 2): Promise<void> {
  if (process.env.SKIP_BUILD === '1') return;
  const stale = allApps
    .map((app) => ({ app, stamp: buildStamp(app) }))
    .filter(({ app, stamp }) => !isCurrent(app, stamp));
  if (stale.length === 0) return;
  const started = Date.now();
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await build(next.app, next.stamp);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`[site] built ${stale.length} app(s) in ${seconds} s`);
}
