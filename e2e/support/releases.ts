import type { APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cohortBucket } from '@btb/registry/cohort';
import { stageRelease } from '@btb/registry/releaseFiles';
import { dataDir, deployToken, shellOrigin } from './ports';

const repoRoot = path.resolve(__dirname, '../..');
export const releasesDir = path.join(dataDir, 'releases');
const auth = { authorization: `Bearer ${deployToken}` };

/** `npx btb release <folder>` with a build id, as a feature team's pipeline would; the release id. */
export function releaseRemote(folder: string, buildId: string): string {
  const output = execFileSync(
    'node',
    [path.join(repoRoot, 'registry/bin/btb.cjs'), 'release', folder],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        BTB_BUILD_ID: buildId,
        DATA_DIR: dataDir,
        SITE_URL: shellOrigin,
        DEPLOY_TOKEN: deployToken,
      },
      encoding: 'utf8',
    },
  );
  return output.trim().split('\n').pop() as string;
}

/** A registry write with the suite's deploy token. */
export const registryWrite = (request: APIRequestContext, url: string, data: object) =>
  request.post(url, { data, headers: auth });

export const promote = (
  request: APIRequestContext,
  remote: string,
  release: string,
  share?: number,
) =>
  registryWrite(request, '/registry/promote', {
    remote,
    release,
    channel: share === undefined ? 'stable' : 'canary',
    ...(share === undefined ? {} : { share }),
  });

export interface ChannelState {
  stable: string | null;
  canary: string | null;
  canaryShare: number;
}

export async function channelOf(request: APIRequestContext, remote: string): Promise<ChannelState> {
  const { channels } = (await (await request.get('/registry', { headers: auth })).json()) as {
    channels: (ChannelState & { remote: string })[];
  };
  return channels.find((channel) => channel.remote === remote) as ChannelState;
}

/** Puts a remote's channel back as it was (stable, and no canary). */
export async function restoreChannel(
  request: APIRequestContext,
  remote: string,
  state: ChannelState,
) {
  if (state.stable) await promote(request, remote, state.stable);
  const now = await channelOf(request, remote);
  if (now.canary) await promote(request, remote, now.canary, 0);
}

/** A cohort cookie value that falls in (or out of) a remote's canary at `share` percent. */
export function cohortFor(remote: string, canary: boolean, share: number): string {
  for (let i = 0; ; i += 1) {
    const cohort = `e2ecohort${i}`;
    if (cohortBucket(cohort, remote) < share === canary) return cohort;
  }
}

/**
 * A copy of a release changed by `edit` and staged as a release of its own (not registered): how
 * a build against other shared versions, or a tampered one, is made without another webpack run.
 */
export function stageVariant(remote: string, from: string, edit: (dir: string) => void): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'btb-variant-')), 'build');
  cpSync(path.join(releasesDir, remote, from), dir, { recursive: true });
  edit(dir);
  // The build's compressed copies are of the files before the edit: a browser would get those.
  dropCompressedCopies(dir);
  const version = from.slice(0, from.lastIndexOf('-'));
  const { id } = stageRelease(dir, releasesDir, remote, version);
  rmSync(path.dirname(dir), { recursive: true, force: true });
  return id;
}

/** Removes every `.br`/`.gz` copy the build wrote in `dir`: each file is then sent as it is. */
function dropCompressedCopies(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(br|gz)$/.test(entry.name))
      rmSync(path.join(entry.parentPath, entry.name));
  }
}

/**
 * Changes the bytes of a staged release's remote entry (after its integrity was recorded), and
 * drops the build's compressed copies of it, which still hold the bytes the hash was made of.
 */
export function tamperEntry(remote: string, release: string): void {
  const entry = path.join(releasesDir, remote, release, 'remoteEntry.js');
  appendFileSync(entry, '\n/* tampered */\n');
  rmSync(`${entry}.br`, { force: true });
  rmSync(`${entry}.gz`, { force: true });
}

/**
 * Promotes a copy of the live release without its server entry, as a broken server build would
 * ship (a release never changes once published: the broken one is a release of its own); returns
 * how to put the live one back.
 */
export async function breakServerEntry(request: APIRequestContext, remote: string) {
  const original = await channelOf(request, remote);
  if (!original.stable) throw new Error(`${remote} has no stable release`);
  const broken = stageVariant(remote, original.stable, (dir) =>
    rmSync(path.join(dir, 'server', 'remoteEntry.js')),
  );
  const registered = await registryWrite(request, '/registry/releases', {
    remote,
    release: broken,
  });
  if (!registered.ok()) throw new Error(`registering ${broken}: ${registered.status()}`);
  await promote(request, remote, broken);
  return () => restoreChannel(request, remote, original);
}

const newestChange = (dir: string): number =>
  Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs;
    }),
  );

/**
 * Builds a fixture remote (e2e/fixtures/<folder>, one the platform description does not know)
 * with webpack, unless its build is newer than its sources; the build folder.
 */
export function buildFixtureRemote(folder: string): string {
  const dir = path.join(repoRoot, 'e2e', 'fixtures', folder);
  const manifest = path.join(dir, 'dist', 'mf-manifest.json');
  const sources = Math.max(
    newestChange(path.join(dir, 'src')),
    statSync(path.join(dir, 'webpack.config.js')).mtimeMs,
  );
  if (!existsSync(manifest) || statSync(manifest).mtimeMs < sources) {
    execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return path.join(dir, 'dist');
}

/** Stages a build as a release of `remote` in the suite's releases folder; the release id. */
export const stageBuild = (buildDir: string, remote: string, version: string) =>
  stageRelease(buildDir, releasesDir, remote, version).id;
