import { whenPageSettled } from '../hydration/whenPageSettled';

/** The worker's URL: at the site's root, so its scope is the whole site. */
export const serviceWorkerUrl = '/sw.js';

/**
 * How long the page has been loaded before the worker starts. Installing downloads the shell and
 * the current release of every remote (hundreds of KB); begun at the load event, it competed on a
 * phone's network and CPU with what the page still does then (its remote's lazy chunks, covers,
 * hydration): measured in Lighthouse side by side with the tree before the worker, about 4 points
 * of score on each of the 7 pages measured (docs/performance.md). A page read for a few seconds
 * has settled.
 */
const settleAfterLoadMs = 5_000;

/**
 * Registers the site's service worker once the page has loaded and settled, asks the worker to
 * keep the releases of the current remote map once it is active, and checks the saved songs'
 * rights (savedRights.ts). The browser's own `register` and `ready` are all this needs: the site
 * shows no "new version" prompt (a new worker takes over on its own, serviceWorker.ts), which is
 * what workbox-window would add, for 1.3 KB gzip more on a first visit. Only the shell's page calls
 * this: a remote's standalone page at its own origin runs without a worker. The development build
 * has no worker.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = async () => {
    await navigator.serviceWorker.register(serviceWorkerUrl);
    const { active } = await navigator.serviceWorker.ready;
    active?.postMessage({ type: 'refresh-releases' });
    // What was saved for offline is checked against the session whenever the network is there.
    const { checkSavedRights } = await import('@btb/shared-player');
    void checkSavedRights();
    window.addEventListener('online', () => void checkSavedRights());
  };
  whenPageSettled(() => void register().catch((error: unknown) => console.warn('[sw]', error)), {
    afterLoadMs: settleAfterLoadMs,
    quietMs: 0,
    timeoutMs: 5_000,
  });
}
