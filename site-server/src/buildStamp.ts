import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppDescription } from '@btb/platform';
import { repoRoot } from '@btb/platform/paths';

const sharedSourceDirs = () =>
  readdirSync(repoRoot)
    .filter((dir) => dir.startsWith('shared-'))
    .map((dir) => path.join(repoRoot, dir, 'src'));

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * A fingerprint of everything an app's build is made from: its own sources and config, the platform description, the shared
 * packages it bundles as singleton fallbacks, the build tooling and the lockfile. A build whose
 * stamp differs is stale: serving it could hand a newer remote an older shared singleton.
 */
export function buildStamp(app: AppDescription): string {
  const inputs = [
    ...filesUnder(path.join(repoRoot, app.folder, 'src')),
    path.join(repoRoot, app.folder, 'webpack.config.js'),
    path.join(repoRoot, 'platform', 'platform.json'),
    ...sharedSourceDirs().flatMap(filesUnder),
    ...filesUnder(path.join(repoRoot, 'tooling')),
    path.join(repoRoot, 'package-lock.json'),
  ]
    .filter((file) => existsSync(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of inputs) {
    hash.update(path.relative(repoRoot, file));
    hash.update(String(statSync(file).size));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
