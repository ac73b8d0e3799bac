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
 * Resolves once the registration has an active worker: at once when it has one; else when the one
 * installing (it keeps the shell and every release first) is activated. Rejects when that one
 * fails to install.
 */
export function whenActive(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.reject(new Error('the service worker registered without a worker'));
  return new Promise((resolve, reject) => {
    const check = () => {
      if (worker.state === 'activated') resolve();
      else if (worker.state === 'redundant')
        reject(new Error('the service worker did not install'));
      else return;
      worker.removeEventListener('statechange', check);
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/** What the page does once the worker is active: keep the map's releases, check saved rights. */
async function afterActive(): Promise<void> {
  const { active } = await navigator.serviceWorker.ready;
  active?.postMessage({ type: 'refresh-releases' });
  // What was saved for offline is checked against the session whenever the network is there.
  const { checkSavedRights } = await import('@btb/shared-player');
  void checkSavedRights();
  window.addEventListener('online', () => void checkSavedRights());
}

let started: Promise<void> | null = null;

/**
 * Registers the worker (once per page; a failed start is tried again by the next call) and
 * resolves once it is active.
 */
export function startServiceWorker(): Promise<void> {
  started ??= navigator.serviceWorker
    .register(serviceWorkerUrl)
    .then(whenActive)
    .then(() => void afterActive().catch((error: unknown) => console.warn('[sw]', error)))
    .catch((error: unknown) => {
      started = null;
      throw error;
    });
  return started;
}

/**
 * Registers the site's service worker once the page has loaded and settled, asks the worker to
 * keep the releases of the current remote map once it is active, and checks the saved songs'
 * rights (savedRights.ts). A save for offline does not wait for that: once the page's shared
 * libraries are there (`libraries`), the player is given the worker's start, and a save starts it
 * at once and is "saved" only once it is active (shared-player offlineWorker.ts). The browser's own
 * `register` and `ready` are all this needs: the site shows no "new version" prompt (a new worker
 * takes over on its own, serviceWorker.ts), which is what workbox-window would add, for 1.3 KB gzip
 * more on a first visit. Only the shell's page calls this: a remote's standalone page at its own
 * origin runs without a worker. The development build has no worker.
 */
export function registerServiceWorkerAfterLoad(libraries: Promise<unknown>): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  void libraries
    .then(() => import('@btb/shared-player'))
    .then(({ provideOfflineWorker }) => provideOfflineWorker(startServiceWorker))
    .catch(() => undefined);
  whenPageSettled(
    () => void startServiceWorker().catch((error: unknown) => console.warn('[sw]', error)),
    { afterLoadMs: settleAfterLoadMs, quietMs: 0, timeoutMs: 5_000 },
  );
}
