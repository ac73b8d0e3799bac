/**
 * The site's service worker, as a save needs it: "saved" may only be said once a reload with no
 * network opens the page and plays the song, which takes an active worker (it answers the page,
 * the saved answers and the audio). The shell registers the worker once the page has settled
 * (shell/src/offline/registerServiceWorker.ts) and gives its start here, so a save in the page's
 * first seconds starts it at once and waits for it. Where the shell gives none (the development
 * build, a remote's standalone page) there is no worker to wait for.
 */
type StartWorker = () => Promise<void>;

let startWorker: StartWorker | null = null;

/** The shell's start of its worker: registers it if it is not yet, resolves once it is active. */
export function provideOfflineWorker(start: StartWorker | null): void {
  startWorker = start;
}

/** Resolves once the worker that answers offline is active (at once where the page has none). */
export function offlineWorkerReady(): Promise<void> {
  return startWorker ? startWorker() : Promise.resolve();
}
