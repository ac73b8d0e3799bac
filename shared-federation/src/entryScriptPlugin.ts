import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteMap } from '@btb/platform';

/** The folder a manifest URL names its files from (`…/releases/mf_search/0.2.0-…/`). */
const folderOf = (url: string) => new URL('.', new URL(url, window.location.href)).href;

const remoteEntry = /\/remoteEntry\.js(\?|$)/;

/**
 * The script that loads a remote's `remoteEntry.js`:
 * - fetched at high priority: a page waits on its remote's entry before any of its code runs,
 *   where the browser gives a script added by code a low one (measured on a route change to a
 *   remote not loaded yet: the entry arrived 100 ms after the page's chunks, at 5× CPU);
 * - with Subresource Integrity for a release: the hash the registry recorded for it (and
 *   `crossorigin`, which SRI needs). A tampered entry is refused by the browser, the load fails,
 *   and the fallback plugin shows the remote's fallback. The server's preload hint carries the
 *   same attributes, so it is fetched once.
 */
export function entryScriptPlugin(map: RemoteMap): ModuleFederationRuntimePlugin {
  return {
    name: 'btb-entry-script',
    createScript({ url, remoteInfo }) {
      if (!remoteEntry.test(url)) return undefined;
      const script = document.createElement('script');
      const absolute = new URL(url, window.location.href).href;
      script.src = absolute;
      script.fetchPriority = 'high';
      const remote = remoteInfo ? map[remoteInfo.name] : undefined;
      if (remote?.integrity && absolute.startsWith(folderOf(remote.entry))) {
        script.integrity = remote.integrity;
        script.crossOrigin = 'anonymous';
      }
      return script;
    },
  };
}
