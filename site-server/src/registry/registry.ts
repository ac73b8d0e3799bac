import { rmSync } from 'node:fs';
import type { Db } from '@btb/api';
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

/** How many earlier stable releases rollback can go back through. */
const historyLength = 10;

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

/** The deployment registry: releases, channels and the audit log, on the API's database. */
export function createRegistry({ db, releasesDir, shellProvides }: RegistryOptions) {
  /** Runs a write; a refusal is written to the audit log (what, which token) and passed on. */
  async function audited<T>(
    what: {
      remote: string;
      action: string;
      releaseId?: string | null;
      canaryShare?: number | null;
    },
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
    body: unknown,
    actor: string,
    action: string,
    apply: (current: Channel, remote: string) => ReturnType<ChannelChange['apply']>,
  ): Promise<Channel> {
    if (!isObject(body)) throw new RegistryError(400, 'Send { remote } as JSON.');
    const remote = checkRemoteName(body.remote);
    const ifRevision = optionalRevision(body.ifRevision);
    return audited({ remote, action }, actor, () =>
      changeChannel(db, { remote, ifRevision, actor, apply: (current) => apply(current, remote) }),
    );
  }

  async function existingRelease(remote: string, id: string): Promise<Release> {
    const release = await findRelease(db, remote, id);
    if (!release) throw new RegistryError(404, `${remote} has no release ${id}.`);
    return release;
  }

  return {
    async snapshot(): Promise<RegistrySnapshot> {
      const [channels, releases] = await Promise.all([listChannels(db), listReleases(db)]);
      return { channels, releases };
    },

    /** Records a release folder already staged under the releases dir. */
    async register(body: unknown, actor: string): Promise<{ release: Release; created: boolean }> {
      if (!isObject(body)) throw new RegistryError(400, 'Send { remote, release, ... } as JSON.');
      const remote = checkRemoteName(body.remote);
      const id = checkReleaseId(body.release);
      return audited({ remote, action: 'register', releaseId: id }, actor, async () => {
        const facts = readReleaseFacts(releaseDir(releasesDir, remote, id), remote);
        const release: Release = {
          remote,
          id,
          version: id.slice(0, id.lastIndexOf('-')),
          contentHash: id.slice(id.lastIndexOf('-') + 1),
          ...facts,
          pages: pagesFrom(body.pages, remote),
          gitCommit: typeof body.gitCommit === 'string' ? body.gitCommit.slice(0, 64) : 'unknown',
          builtAt: isoTime(body.builtAt, 'builtAt'),
          registeredAt: new Date().toISOString(),
        };
        const created = await insertRelease(db, release);
        return { release: created ? release : await existingRelease(remote, id), created };
      });
    },

    /** Points `stable` at a release, or `canary` at one for `share` percent of browsers. */
    async promote(body: unknown, actor: string): Promise<Channel> {
      if (!isObject(body))
        throw new RegistryError(400, 'Send { remote, release, channel } as JSON.');
      const remote = checkRemoteName(body.remote);
      const id = checkReleaseId(body.release);
      const channel = body.channel;
      if (channel !== 'stable' && channel !== 'canary') {
        throw new RegistryError(400, 'channel must be "stable" or "canary".');
      }
      const share = channel === 'canary' ? body.share : 100;
      if (typeof share !== 'number' || !Number.isInteger(share) || share < 0 || share > 100) {
        throw new RegistryError(400, 'share must be a whole percent from 0 to 100.');
      }
      const ifRevision = optionalRevision(body.ifRevision);
      const action = channel === 'stable' ? 'promote-stable' : 'promote-canary';
      return audited(
        { remote, action, releaseId: id, canaryShare: channel === 'canary' ? share : null },
        actor,
        async () => {
          const release = await existingRelease(remote, id);
          const problem = incompatibility(release.requires, shellProvides());
          if (problem) {
            throw new RegistryError(
              409,
              `${remote} ${id} cannot run in the live shell: ${problem}.`,
            );
          }
          return changeChannel(db, {
            remote,
            ifRevision,
            actor,
            apply: (current) =>
              channel === 'canary'
                ? { ...current, canary: id, canaryShare: share }
                : {
                    stable: id,
                    stableHistory:
                      current.stable && current.stable !== id
                        ? [...current.stableHistory, current.stable].slice(-historyLength)
                        : current.stableHistory,
                    canary: current.canary === id ? null : current.canary,
                    canaryShare: current.canary === id ? 0 : current.canaryShare,
                  },
          });
        },
      );
    },

    /** Stable goes back to the release it had before the last stable promotion. */
    rollback: (body: unknown, actor: string): Promise<Channel> =>
      changeOf(body, actor, 'rollback', (current, remote) => {
        const previous = current.stableHistory.at(-1);
        if (!previous) {
          throw new RegistryError(409, `${remote} has no earlier stable release to go back to.`);
        }
        return {
          ...current,
          stable: previous,
          stableHistory: current.stableHistory.slice(0, -1),
        };
      }),

    /**
     * Takes a remote off the site: no stable or canary release any more, so the map (and with it
     * its routes and nav link) drops it on the next request. The last stable stays in the history:
     * rollback brings it back.
     */
    retire: (body: unknown, actor: string): Promise<Channel> =>
      changeOf(body, actor, 'retire', (current, remote) => {
        if (!current.stable && !current.canary) {
          throw new RegistryError(409, `${remote} is not on the site.`);
        }
        return {
          stable: null,
          canary: null,
          canaryShare: 0,
          stableHistory: current.stable
            ? [...current.stableHistory, current.stable].slice(-historyLength)
            : current.stableHistory,
        };
      }),

    /** Removes the releases no channel has pointed at for `days` days, rows and folders. */
    async prune(body: unknown, actor: string): Promise<Release[]> {
      const days = isObject(body) ? body.days : undefined;
      if (typeof days !== 'number' || !Number.isFinite(days) || days < 0) {
        throw new RegistryError(400, 'days must be a number of days, 0 or more.');
      }
      return audited({ remote: '*', action: `prune ${days}d` }, actor, async () => {
        const old = await prunableReleases(db, days);
        for (const release of old) {
          await deleteRelease(db, release.remote, release.id);
          rmSync(releaseDir(releasesDir, release.remote, release.id), {
            recursive: true,
            force: true,
          });
        }
        return old;
      });
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;
