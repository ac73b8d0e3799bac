import { useSyncExternalStore } from 'react';
import { isOffline } from './savedStream';
import { windowSubscription } from './windowSubscription';

/** Calls `onChange` when the browser goes online or offline; returns the unsubscribe. */
export const subscribeOnline = windowSubscription(['online', 'offline']);

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
