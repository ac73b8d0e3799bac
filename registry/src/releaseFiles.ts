import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { RegistryError } from './types';
import { isDiskFull } from '@btb/database';
import { remoteNamePattern } from '@btb/shared-contract';

/** `<DATA_DIR>/releases`, or `RELEASES_DIR`: one folder per remote, one per release in it. */
export function releasesDirOf(env: NodeJS.ProcessEnv, dataDir: string): string {
  return path.resolve(env.RELEASES_DIR || path.join(dataDir, 'releases'));
}

/** What a release that did not fit says (a 507 to the deploy tool, a line from the CLI). */
export const releasesDiskFullMessage = (releasesDir: string) =>
  `The release was not stored: the disk holding ${releasesDir} is full. Free some space and release again.`;

/** Files of a build that are not part of what it serves. */
const ignored = (file: string) => file === '.build-stamp';

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative);
      return ignored(relative) ? [] : [relative];
    })
    .sort();
}

/** A short fingerprint of every file (name and bytes) of a build. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** Subresource Integrity value of a file: `sha384-<base64>`. */
export const integrityOf = (bytes: Buffer | string) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const releaseIdPattern = /^[0-9A-Za-z.+-]{1,60}-[0-9a-f]{10}$/;

export function checkRemoteName(name: unknown): string {
  if (typeof name !== 'string' || !remoteNamePattern.test(name)) {
    throw new RegistryError(400, `"${String(name)}" is not a remote name (mf_search, ...).`);
  }
  return name;
}

export function checkReleaseId(id: unknown): string {
  if (typeof id !== 'string' || !releaseIdPattern.test(id)) {
    throw new RegistryError(400, `"${String(id)}" is not a release id (<version>-<10 hex>).`);
  }
  return id;
}

export const releaseDir = (releasesDir: string, remote: string, id: string) =>
  path.join(releasesDir, checkRemoteName(remote), checkReleaseId(id));

/**
 * Copies a build into `<releasesDir>/<remote>/<version>-<hash>/` and returns the release id. A
 * release folder is never overwritten: the same build again is the same release. On a full disk
 * nothing of it stays and the error is a 507 that says so.
 */
export function stageRelease(
  buildDir: string,
  releasesDir: string,
  remote: string,
  version: string,
): { id: string; created: boolean } {
  if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) {
    throw new RegistryError(400, `${buildDir} has no mf-manifest.json: is it a remote's build?`);
  }
  const id = `${version}-${contentHash(buildDir)}`;
  const target = releaseDir(releasesDir, remote, id);
  if (existsSync(target)) return { id, created: false };
  // Copied beside, then renamed: a half-copied release is never visible under its name.
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    cpSync(buildDir, partial, {
      recursive: true,
      filter: (source) => !ignored(path.basename(source)),
    });
  } catch (error) {
    // Whatever was copied goes: a full disk must not keep what is left of it full.
    rmSync(partial, { recursive: true, force: true });
    if (isDiskFull(error)) throw new RegistryError(507, releasesDiskFullMessage(releasesDir));
    throw error;
  }
  try {
    renameSync(partial, target);
  } catch (error) {
    // Another process (N site processes start together) staged the same build first: same id,
    // same content, so theirs serves.
    rmSync(partial, { recursive: true, force: true });
    if (existsSync(target)) return { id, created: false };
    throw error;
  }
  return { id, created: true };
}

interface ManifestShared {
  name?: unknown;
  requiredVersion?: unknown;
}

interface ManifestFile {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  shared?: ManifestShared[];
}

export interface ReleaseFacts {
  manifestIntegrity: string;
  entryIntegrity: string;
  requires: Record<string, string>;
}

/** What the registry records of a release folder: its integrity hashes and shared ranges. */
export function readReleaseFacts(dir: string, remote: string): ReleaseFacts {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new RegistryError(404, `No release folder ${path.basename(dir)} for ${remote}.`);
  }
  const manifestBytes = readFileSync(manifestFile);
  let manifest: ManifestFile;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as ManifestFile;
  } catch {
    throw new RegistryError(400, `${remote}'s mf-manifest.json is not JSON.`);
  }
  if (manifest.name !== remote) {
    throw new RegistryError(400, `The manifest is ${String(manifest.name)}'s, not ${remote}'s.`);
  }
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = path.join(
    dir,
    typeof entry?.path === 'string' ? entry.path : '',
    typeof entry?.name === 'string' ? entry.name : 'remoteEntry.js',
  );
  if (!existsSync(entryFile)) throw new RegistryError(400, `${remote}'s remote entry is missing.`);
  const requires: Record<string, string> = {};
  for (const shared of manifest.shared ?? []) {
    if (typeof shared.name === 'string' && typeof shared.requiredVersion === 'string') {
      requires[shared.name] = shared.requiredVersion;
    }
  }
  return {
    manifestIntegrity: integrityOf(manifestBytes),
    entryIntegrity: integrityOf(readFileSync(entryFile)),
    requires,
  };
}
