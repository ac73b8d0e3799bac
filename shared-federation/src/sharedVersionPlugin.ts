import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  ownCopyWarning,
  sharedMismatches,
  SharedVersionError,
  type ProvidedShare,
  type RequiredShare,
} from './sharedVersions';

/** The runtime's shared config of the page: package → its registrations (`version`, `shareConfig`). */
type HostShared = Record<
  string,
  readonly { version?: string; from?: string; shareConfig?: { singleton?: boolean } }[]
>;

/** What the page itself shares (its own registration of each package, else the first one). */
export function hostProvides(
  shared: HostShared | undefined,
  host: string,
): Record<string, ProvidedShare> {
  const provided: Record<string, ProvidedShare> = {};
  for (const [name, registrations] of Object.entries(shared ?? {})) {
    const own = registrations.find((r) => r.from === host) ?? registrations[0];
    if (own?.version) {
      provided[name] = { version: own.version, singleton: own.shareConfig?.singleton === true };
    }
  }
  return provided;
}

/**
 * Checks a remote's manifest against the shared versions the page provides, before anything of the
 * remote runs (the manifest is read once per release). A singleton (React, the store, player, i18n,
 * router, UI kit, styled-components: one copy per page) the remote needs in a version the page does
 * not have fails the load with an error naming the package and both versions, so the remote's
 * fallback shows instead of a page running two APIs against one state. Any other package is only
 * logged: the federation runtime gives the remote its own copy.
 */
export function sharedVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'btb-shared-versions',
    loadRemoteSnapshot(args) {
      const required = args.manifestJson?.shared as readonly RequiredShare[] | undefined;
      if (!required) return args;
      const remote = args.moduleInfo.name;
      const provided = hostProvides(args.options.shared as HostShared, args.options.name);
      const mismatches = sharedMismatches(required, provided);
      for (const mismatch of mismatches) {
        if (!mismatch.singleton) console.warn(ownCopyWarning(remote, mismatch));
      }
      const singletons = mismatches.filter((mismatch) => mismatch.singleton);
      if (singletons.length === 0) return args;
      const error = new SharedVersionError(remote, singletons);
      console.error(error.message);
      throw error;
    },
  };
}
