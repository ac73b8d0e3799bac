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

/** Runs `start` once the page has loaded, `settleAfterLoadMs` passed and the main thread is idle. */
function whenPageSettled(start: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(start, { timeout: 5_000 })
      : start();
  const afterLoad = () => setTimeout(idle, settleAfterLoadMs);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Registers the site's service worker once the page has loaded and settled, with workbox-window
 * loaded only then (nothing of it is in the first JavaScript), asks the worker to keep the
 * releases of the current remote map, and checks the saved songs' rights (savedRights.ts). Only
 * the shell's page calls this: a remote's standalone page at its own origin runs without a worker.
 * The development build has no worker.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import(/* webpackChunkName: "sw-register" */ 'workbox-window');
    const workbox = new Workbox(serviceWorkerUrl);
    await workbox.register();
    const worker = await workbox.active;
    worker.postMessage({ type: 'refresh-releases' });
    // What was saved for offline is checked against the session whenever the network is there.
    const { checkSavedRights } = await import('@btb/shared-player');
    void checkSavedRights();
    window.addEventListener('online', () => void checkSavedRights());
  };
  whenPageSettled(() => void register().catch((error: unknown) => console.warn('[sw]', error)));
}
