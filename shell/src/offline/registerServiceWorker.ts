/** The worker's URL: at the site's root, so its scope is the whole site. */
export const serviceWorkerUrl = '/sw.js';

/**
 * Registers the site's service worker once the page has loaded, with workbox-window loaded only
 * then (nothing of it is in the first JavaScript), and asks the worker to keep the releases of the
 * current remote map, and checks the saved songs' rights (savedRights.ts). Only the shell's page calls this: a remote's standalone page at its own origin
 * runs without a worker. The development build has no worker.
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
  const start = () => void register().catch((error: unknown) => console.warn('[sw]', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
