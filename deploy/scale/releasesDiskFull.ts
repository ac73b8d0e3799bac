import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { remoteApps } from '@btb/platform';
import { stageRelease } from '@btb/registry/releaseFiles';
import type { Fault } from './outageLoad';
import type { ReleasesVolume } from './releasesVolume';
import { variantBuild } from './variantBuild';

/** A release staged while the disk was full: what it answered, and what it left behind. */
export interface StagedWhileFull {
  status: number | null;
  message: string;
  /** Folders of the remote's releases that were not there before (a partial copy, say). */
  leftBehind: string[];
  /** Each process's `/metrics` text, read while the disk was full. */
  metrics: string[];
}

/** The same release staged once space was back, and what nginx answers for its manifest. */
export interface StagedAfter {
  created: boolean;
  servedStatus: number;
}

const remote = remoteApps.find((app) => app.folder === 'mf-search') ?? remoteApps[0];

/**
 * The releases' disk filled under load: a new release of a remote (its build with one file more,
 * so a release nobody staged yet) staged meanwhile, and again once space is back, then asked for
 * through nginx.
 */
export function releasesDiskFull(
  volume: ReleasesVolume,
  remoteOrigin: string,
  readMetrics: () => Promise<string[]>,
) {
  if (!remote) throw new Error('The platform has no remote to release.');
  const build = variantBuild(remote, `scale test ${Date.now()}`);
  const folders = () => {
    const dir = path.join(volume.dir, remote.name);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const stage = () => stageRelease(build, volume.dir, remote.name, '0.0.0-scale');
  const fault: Fault = {
    name: `the releases' disk full (${volume.dir})`,
    stop: async () => volume.fill(),
    start: async () => volume.free(),
  };
  const whileFull = async (): Promise<StagedWhileFull> => {
    const before = new Set(folders());
    const metrics = await readMetrics();
    try {
      stage();
      return { status: 200, message: 'staged', leftBehind: [], metrics };
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      return {
        status: typeof status === 'number' ? status : null,
        message: error instanceof Error ? error.message : String(error),
        leftBehind: folders().filter((name) => !before.has(name)),
        metrics,
      };
    }
  };
  const afterwards = async (): Promise<StagedAfter> => {
    try {
      const { id, created } = stage();
      const url = `${remoteOrigin}/releases/${remote.name}/${id}/mf-manifest.json`;
      return { created, servedStatus: (await fetch(url)).status };
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  };
  return { fault, whileFull, afterwards };
}
