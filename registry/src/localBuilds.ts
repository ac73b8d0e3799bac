import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteApps } from '@btb/platform';
import { distDir, repoRoot } from '@btb/platform/paths';
import type { Registry } from './registry';
import { stageRelease } from './releaseFiles';

/** Who `npm start` promotes as: a stable pointer set by a deploy token is never moved by it. */
export const localBuildActor = 'npm start (local build)';

export function packageVersion(folder: string): string {
  const file = path.join(repoRoot, folder, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * `npm start` on a checkout: each remote's `dist/` becomes a release (the same build again is the
 * same release). It becomes stable when it is new (rebuilt since the last start: you serve what
 * you built) or while nobody has deployed that remote with a token; otherwise the deployed release
 * stays stable.
 */
export async function releaseLocalBuilds(registry: Registry, releasesDir: string): Promise<void> {
  const { channels } = await registry.snapshot();
  for (const remote of remoteApps) {
    const dist = distDir(remote);
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    const { id } = stageRelease(dist, releasesDir, remote.name, packageVersion(remote.folder));
    const { created } = await registry.register(
      { remote: remote.name, release: id },
      localBuildActor,
    );
    const channel = channels.find((c) => c.remote === remote.name);
    const deployed = channel?.promotedBy && channel.promotedBy !== localBuildActor;
    if ((created || !deployed) && channel?.stable !== id) {
      await registry.promote(
        { remote: remote.name, release: id, channel: 'stable' },
        localBuildActor,
      );
    }
  }
}
