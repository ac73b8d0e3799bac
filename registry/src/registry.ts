import { rmSync } from 'node:fs';
import type { Db } from '@btb/database';
import { promoted, retired, rolledBack } from './channelMoves';
import { incompatibility, type ProvidedVersions } from './compatibility';
import { checkReleaseId, checkRemoteName, readReleaseFacts, releaseDir } from './releaseFiles';
import {
  changeChannel,
  deleteRelease,
  type ChannelChange,
  findRelease,
  insertRelease,
  listChannels,
  listReleases,
  prunableReleases,
  writeAudit,
} from './registryStore';
import { isObject, isoTime, optionalRevision, pagesFrom } from './registryInput';
import { RegistryError, type Channel, type Release } from './types';

export interface RegistryOptions {
  db: Db;
  releasesDir: string;
  /** What the live shell shares, read when a promotion is checked. */
  shellProvides: () => ProvidedVersions;
}

export interface RegistrySnapshot {
  channels: Channel[];
  releases: Release[];
}

interface AuditedWrite {
  remote: string;
  action: string;
  releaseId?: string | null;
  canaryShare?: number | null;
}

/** Runs a write; a refusal is written to the audit log (what, which token) and passed on. */
async function audited<T>(
  db: Db,
  what: AuditedWrite,
  actor: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    const result = await work();
    await writeAudit(db, { ...what, actor, outcome: 'ok' });
    return result;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await writeAudit(db, { ...what, actor, outcome: 'refused', detail }).catch(() => {});
    throw error;
  }
}

/** A write that names only the remote (`{ remote, ifRevision? }`): rollback, retire. */
function changeOf(
  db: Db,
  { body, actor, action }: { body: unknown; actor: string; action: string },
  apply: (current: Channel, remote: string) => ReturnType<ChannelChange['apply']>,
): Promise<Channel> {
  if (!isObject(body)) throw new RegistryError(400, 'Send { remote } as JSON.');
  const remote = checkRemoteName(body.remote);
  const ifRevision = optionalRevision(body.ifRevision);
  return audited(db, { remote, action }, actor, () =>
    changeChannel(db, { remote, ifRevision, actor, apply: (current) => apply(current, remote) }),
  );
}

async function existingRelease(db: Db, remote: string, id: string): Promise<Release> {
  const release = await findRelease(db, remote, id);
  if (!release) throw new RegistryError(404, `${remote} has no release ${id}.`);
  return release;
}

/** Records a release folder already staged under the releases dir. */
function register({ db, releasesDir }: RegistryOptions, body: unknown, actor: string) {
  if (!isObject(body)) throw new RegistryError(400, 'Send { remote, release, ... } as JSON.');
  const remote = checkRemoteName(body.remote);
  const id = checkReleaseId(body.release);
  return audited(db, { remote, action: 'register', releaseId: id }, actor, async () => {
    const release: Release = {
      remote,
      id,
      version: id.slice(0, id.lastIndexOf('-')),
      contentHash: id.slice(id.lastIndexOf('-') + 1),
      ...readReleaseFacts(releaseDir(releasesDir, remote, id), remote),
      pages: pagesFrom(body.pages, remote),
      gitCommit: typeof body.gitCommit === 'string' ? body.gitCommit.slice(0, 64) : 'unknown',
      builtAt: isoTime(body.builtAt, 'builtAt'),
      registeredAt: new Date().toISOString(),
    };
    const created = await insertRelease(db, release);
    return { release: created ? release : await existingRelease(db, remote, id), created };
  });
}

/** A promotion's body, checked: which release goes to which channel, for what share. */
function promotionOf(body: unknown) {
  if (!isObject(body)) throw new RegistryError(400, 'Send { remote, release, channel } as JSON.');
  const remote = checkRemoteName(body.remote);
  const id = checkReleaseId(body.release);
  const channel = body.channel as 'stable' | 'canary';
  if (channel !== 'stable' && channel !== 'canary') {
    throw new RegistryError(400, 'channel must be "stable" or "canary".');
  }
  const share = channel === 'canary' ? body.share : 100;
  if (typeof share !== 'number' || !Number.isInteger(share) || share < 0 || share > 100) {
    throw new RegistryError(400, 'share must be a whole percent from 0 to 100.');
  }
  return { remote, id, channel, share, ifRevision: optionalRevision(body.ifRevision) };
}

/** Points `stable` at a release, or `canary` at one for `share` percent of browsers. */
function promote({ db, shellProvides }: RegistryOptions, body: unknown, actor: string) {
  const { remote, id, channel, share, ifRevision } = promotionOf(body);
  const action = channel === 'stable' ? 'promote-stable' : 'promote-canary';
  const canaryShare = channel === 'canary' ? share : null;
  return audited(db, { remote, action, releaseId: id, canaryShare }, actor, async () => {
    const release = await existingRelease(db, remote, id);
    const problem = incompatibility(release.requires, shellProvides());
    if (problem) {
      throw new RegistryError(409, `${remote} ${id} cannot run in the live shell: ${problem}.`);
    }
    return changeChannel(db, {
      remote,
      ifRevision,
      actor,
      apply: (current) => promoted(current, channel, id, share),
    });
  });
}

/** Removes the releases no channel has pointed at for `days` days, rows and folders. */
function prune({ db, releasesDir }: RegistryOptions, body: unknown, actor: string) {
  const days = isObject(body) ? body.days : undefined;
  if (typeof days !== 'number' || !Number.isFinite(days) || days < 0) {
    throw new RegistryError(400, 'days must be a number of days, 0 or more.');
  }
  return audited(db, { remote: '*', action: `prune ${days}d` }, actor, async () => {
    const old = await prunableReleases(db, days);
    for (const release of old) {
      await deleteRelease(db, release.remote, release.id);
      rmSync(releaseDir(releasesDir, release.remote, release.id), { recursive: true, force: true });
    }
    return old;
  });
}

/** The deployment registry: releases, channels and the audit log, on the API's database. */
export function createRegistry(options: RegistryOptions) {
  const { db } = options;
  return {
    async snapshot(): Promise<RegistrySnapshot> {
      const [channels, releases] = await Promise.all([listChannels(db), listReleases(db)]);
      return { channels, releases };
    },
    register: async (body: unknown, actor: string) => register(options, body, actor),
    promote: async (body: unknown, actor: string): Promise<Channel> =>
      promote(options, body, actor),
    /** Stable goes back to the release it had before the last stable promotion. */
    rollback: (body: unknown, actor: string): Promise<Channel> =>
      changeOf(db, { body, actor, action: 'rollback' }, rolledBack),
    /** Takes a remote off the site (see `retired`); rollback brings it back. */
    retire: (body: unknown, actor: string): Promise<Channel> =>
      changeOf(db, { body, actor, action: 'retire' }, retired),
    prune: async (body: unknown, actor: string) => prune(options, body, actor),
  };
}

export type Registry = ReturnType<typeof createRegistry>;
