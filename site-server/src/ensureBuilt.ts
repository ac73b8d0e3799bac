import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { allApps, distDir, repoRoot, type SiteApp } from './apps';

function isBuilt(app: SiteApp): boolean {
  const dist = distDir(app);
  return (
    existsSync(path.join(dist, 'index.html')) && existsSync(path.join(dist, 'mf-manifest.json'))
  );
}

function build(app: SiteApp): Promise<void> {
  return new Promise((resolve, reject) => {
    console.log(`[site] building ${app.dir} (production)...`);
    const child = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(repoRoot, app.dir),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building ${app.dir} failed (exit ${code}).`)),
    );
  });
}

/** Builds only the apps that have no production build yet, two at a time (two cores). */
export async function ensureBuilt(concurrency = 2): Promise<void> {
  const missing = allApps.filter((app) => !isBuilt(app));
  if (missing.length === 0) return;
  const started = Date.now();
  const queue = [...missing];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  console.log(
    `[site] built ${missing.length} app(s) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
