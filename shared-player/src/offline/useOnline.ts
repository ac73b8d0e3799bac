import { useSyncExternalStore } from 'react';
import { isOffline } from './savedStream';

/** Calls `onChange` when the browser goes online or offline. */
export function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network (`navigator.onLine`, followed through its `online` and
 * `offline` events). The server and the hydrating render say online: the page as served.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => !isOffline(),
    () => true,
  );
}
