import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteMap } from '@btb/platform';

/** The folder a manifest URL names its files from (`…/releases/mf_search/0.2.0-…/`). */
const folderOf = (url: string) => new URL('.', new URL(url, window.location.href)).href;

/**
 * Subresource Integrity for remote entries: the script that loads a release's `remoteEntry.js`
 * carries the hash the registry recorded for it (and `crossorigin`, which SRI needs). A tampered
 * entry is refused by the browser, the load fails, and the fallback plugin shows the remote's
 * fallback. The server's preload hint carries the same attributes, so it is fetched once.
 */
export function integrityPlugin(map: RemoteMap): ModuleFederationRuntimePlugin {
  return {
    name: 'btb-integrity',
    createScript({ url, remoteInfo }) {
      const remote = remoteInfo ? map[remoteInfo.name] : undefined;
      if (!remote?.integrity || !/\/remoteEntry\.js(\?|$)/.test(url)) return undefined;
      const absolute = new URL(url, window.location.href).href;
      if (!absolute.startsWith(folderOf(remote.entry))) return undefined;
      const script = document.createElement('script');
      script.src = absolute;
      script.integrity = remote.integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
