import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteByFolder, shellApp } from '@btb/platform';
import { releasesPrefix } from '@btb/shared-contract';
import { stageRelease } from '@btb/registry/releaseFiles';
import { siteRoot } from '../config';

/** One file the static-load servers answer: its URL and the built file on disk. */
export interface StaticFile {
  name: string;
  urlPath: string;
  file: string;
}

export interface StaticFiles {
  /** The releases folder the origin serves (a release staged from mf-search's build). */
  releasesDir: string;
  /** The shell's build folder the origin serves. */
  shellDist: string;
  files: StaticFile[];
}

/** The environment variable that hands `StaticFiles` to the two server processes. */
export const staticFilesEnv = 'BENCH_STATIC_FILES';

const releasedRemote = 'mf-search';

/**
 * The files of the measure, from the measured tree's builds: mf-search's remote entry from a
 * release staged the way the registry stages one, and the shell's entry chunk (content-hashed).
 */
export function prepareStaticFiles(): StaticFiles {
  const remote = remoteByFolder(releasedRemote);
  if (!remote) throw new Error(`${releasedRemote} is not a remote of the platform`);
  const releasesDir = path.join(mkdtempSync(path.join(tmpdir(), 'btb-static-load-')), 'releases');
  const remoteDist = path.join(siteRoot, releasedRemote, 'dist');
  const { id } = stageRelease(remoteDist, releasesDir, remote.name, '0.0.0');
  const shellDist = path.join(siteRoot, shellApp.folder, 'dist');
  const chunk = readdirSync(shellDist).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
  if (!chunk) throw new Error(`${shellDist} has no main.<hash>.js: build the shell first`);
  return {
    releasesDir,
    shellDist,
    files: [
      {
        name: 'release remoteEntry.js',
        urlPath: `${releasesPrefix}${remote.name}/${id}/remoteEntry.js`,
        file: path.join(releasesDir, remote.name, id, 'remoteEntry.js'),
      },
      { name: 'shell hashed chunk', urlPath: `/${chunk}`, file: path.join(shellDist, chunk) },
    ],
  };
}

export function readStaticFiles(env: NodeJS.ProcessEnv = process.env): StaticFiles {
  const json = env[staticFilesEnv];
  if (!json) throw new Error(`${staticFilesEnv} is not set`);
  return JSON.parse(json) as StaticFiles;
}
