import type { ComponentType } from 'react';
import { stringsReady } from '@btb/shared-i18n';
import type { RemoteModuleRef } from '@btb/platform';
import { loadRemoteComponent } from './federationRuntime';
import { RemoteFallback } from './RemoteFallback';
import { keyOf } from './remotePages';

type Page = ComponentType<object>;

/** Pages whose code has run and whose strings are there: their route renders them at once. */
const loaded = new Map<string, Page>();
/** Loads under way, started by a route or by a learner about to follow a link to it. */
const loading = new Map<string, Promise<Page>>();

/** The page, if its code has run and its strings are there. */
export const loadedPage = (ref: RemoteModuleRef): Page | undefined => loaded.get(keyOf(ref));

/**
 * Loads a remote page's code, then the strings it registered as it ran in the page's language, so
 * it renders in that language at once. One load per page at a time: a route and a link pointed at
 * share it. `fresh` (Retry) drops what was loaded and asks the network again. The fallback a
 * remote that cannot load hands back is shown, but not kept: the next visit tries again.
 */
export function loadPage(ref: RemoteModuleRef, fresh = false): Promise<Page> {
  const key = keyOf(ref);
  if (fresh) {
    loaded.delete(key);
    loading.delete(key);
  }
  const known = loaded.get(key);
  if (known) return Promise.resolve(known);
  const under = loading.get(key);
  if (under) return under;
  const load = loadRemoteComponent(ref, fresh)
    .then(async (Component) => {
      await stringsReady().catch((error: unknown) =>
        console.error(`The strings of ${key} could not be loaded`, error),
      );
      if (Component !== RemoteFallback) loaded.set(key, Component);
      return Component;
    })
    .finally(() => {
      if (loading.get(key) === load) loading.delete(key);
    });
  loading.set(key, load);
  return load;
}

/**
 * Runs a page's code before its route asks for it (the learner points at, touches or focuses a
 * link to it), so the click that follows renders it without waiting for the network or its code.
 * A failure is left to the route, which loads again and shows the fallback.
 */
export function warmPage(ref: RemoteModuleRef): void {
  loadPage(ref).catch(() => undefined);
}
