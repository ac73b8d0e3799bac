import type { RemoteMap } from '@btb/platform';
import { inCanary } from './cohort';
import type { RegistrySnapshot } from './registry';
import { releaseFolderPath } from '@btb/shared-contract';

export interface MapResolverOptions {
  load: () => Promise<RegistrySnapshot>;
  /** Where a remote's releases are served: its own origin, or the shell's. */
  originOf: (remote: string) => string;
  ttlMs?: number;
}

/**
 * Resolves the remote map per request from the registry (cohort decides canary or stable), reading
 * the registry at most once per `ttlMs`. If the registry cannot be read, the last snapshot it got
 * keeps serving and is asked for again after `ttlMs`, as when it could (one log line when that
 * starts and one when it ends, not one per request); with none at all the error goes to the caller.
 */
export function createMapResolver({ load, originOf, ttlMs = 1000 }: MapResolverOptions) {
  let cached: { at: number; snapshot: RegistrySnapshot } | null = null;
  let pending: Promise<RegistrySnapshot> | null = null;
  let failing = false;

  async function snapshot(): Promise<RegistrySnapshot> {
    if (cached && Date.now() - cached.at < ttlMs) return cached.snapshot;
    pending ??= load()
      .then((fresh) => {
        if (failing) console.warn('[registry] the registry can be read again');
        failing = false;
        cached = { at: Date.now(), snapshot: fresh };
        return fresh;
      })
      .catch((error: unknown) => {
        if (!cached) throw error;
        if (!failing)
          console.error('[registry] could not read the registry; serving the last map:', error);
        failing = true;
        cached = { at: Date.now(), snapshot: cached.snapshot };
        return cached.snapshot;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    async resolve(cohort: string): Promise<RemoteMap> {
      const { channels, releases } = await snapshot();
      const map: RemoteMap = {};
      for (const channel of channels) {
        const useCanary =
          channel.canary !== null && inCanary(cohort, channel.remote, channel.canaryShare);
        const id = useCanary ? channel.canary : channel.stable;
        const release = releases.find((r) => r.remote === channel.remote && r.id === id);
        if (!release) continue;
        map[channel.remote] = {
          entry: `${originOf(release.remote)}${releaseFolderPath(release.remote, release.id)}mf-manifest.json`,
          release: release.id,
          integrity: release.entryIntegrity,
          routes: release.pages.routes,
          ...(release.pages.nav ? { nav: release.pages.nav } : {}),
        };
      }
      return map;
    },
    /** Drops the cached snapshot: a write on this process shows on the next request. */
    invalidate() {
      cached = null;
    },
  };
}

export type MapResolver = ReturnType<typeof createMapResolver>;
