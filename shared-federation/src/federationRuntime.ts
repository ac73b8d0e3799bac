import {
  loadRemote,
  preloadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fallbackPlugin } from './fallbackPlugin';
import { entryScriptPlugin } from './entryScriptPlugin';
import { pageTaskPlugin } from './pageTaskPlugin';
import { recordReleases } from './pageReleases';
import { pageOf, RemoteUnavailableError } from './pageOf';
import type { RemoteMap, RemoteModuleRef } from '@btb/platform';
import { currentOverrides } from './remoteOverride';
import { prefetchManifest, retryPlugin } from './retryPlugin';
import { sharedVersionPlugin } from './sharedVersionPlugin';
import { singletonSharePlugin } from './singletonSharePlugin';

let remoteMap: RemoteMap = {};

/**
 * Call first, before any shared module is asked for: shared singletons resolve to the page's copy
 * without the runtime's per-module version check, in the page's own federation instance and in
 * every remote's, made when its entry runs.
 */
export function resolveSingletonsDirectly(): void {
  const plugin = singletonSharePlugin();
  registerPlugins([plugin]);
  registerGlobalPlugins([plugin]);
}

/** How the page starts the runtime besides its remote map. */
export interface FederationStart {
  /** Ends the task and resumes in a new one: a remote's page module runs apart from its entry. */
  nextTask?: () => Promise<void>;
}

/** The only place the shell touches the federation runtime. */
export function startFederation(map: RemoteMap, { nextTask }: FederationStart = {}): void {
  remoteMap = map;
  registerPlugins([
    retryPlugin(),
    entryScriptPlugin(map),
    sharedVersionPlugin(),
    fallbackPlugin(),
    ...(nextTask ? [pageTaskPlugin(nextTask)] : []),
  ]);
  registerRemotes(Object.entries(map).map(([name, { entry }]) => ({ name, entry })));
  recordReleases(map, currentOverrides());
}

/**
 * Starts fetching a page's remote (manifest, entry and the page's chunks) without running it, so it
 * downloads while the shell's own code is still arriving. A failure is left to the real load, which
 * retries and shows the fallback.
 */
export function preloadRemotePage({ remote, module }: RemoteModuleRef): void {
  if (!remoteMap[remote]) return;
  const warn = (error: unknown) => console.warn(`Could not preload ${remote}/${module}`, error);
  try {
    preloadRemote([{ nameOrAlias: remote, exposes: [module] }]).catch(warn);
  } catch (error) {
    warn(error);
  }
}

/**
 * Fetches these remotes' manifests for the runtime to take when one of their pages is next asked
 * for (a link pointed at, a route): a manifest is small, and the page's code can then be asked for
 * at once. Remotes not in the map are left alone.
 */
export function prefetchManifests(remotes: Iterable<string>): void {
  for (const remote of remotes) {
    const entry = remoteMap[remote]?.entry;
    if (entry) prefetchManifest(entry);
  }
}

/**
 * Loads an exposed component. `fresh` re-registers the remote first, dropping the runtime's cached
 * failure so that Retry really asks the network again.
 */
export async function loadRemoteComponent(
  { remote, module }: RemoteModuleRef,
  fresh = false,
): Promise<ComponentType<object>> {
  const id = `${remote}/${module}`;
  const entry = remoteMap[remote]?.entry;
  if (!entry) throw new RemoteUnavailableError(`${remote} is not in the remote map`);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  return pageOf(await loadRemote<unknown>(id), id);
}
