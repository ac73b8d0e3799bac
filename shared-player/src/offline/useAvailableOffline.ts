import { useSyncExternalStore } from 'react';
import type { PlayerTrack } from '../state/playerTrack';
import { isOffline, isPlayableOffline } from './savedStream';
import { subscribeOnline } from './useOnline';
import { readSavedIndex, subscribeSavedIndex } from './savedIndex';

function subscribe(onChange: () => void): () => void {
  const stopOnline = subscribeOnline(onChange);
  const stopSaved = subscribeSavedIndex(onChange);
  return () => {
    stopOnline();
    stopSaved();
  };
}

/**
 * Whether a track can start now: always online; offline only when it is saved (and, for a premium
 * full track, within its period). Tracks that cannot are marked "not available offline". One
 * subscription to both (a page has one per card), and the server and the hydrating render say
 * available: the page as served.
 */
export function useAvailableOffline(track: Pick<PlayerTrack, 'id' | 'podcastFileName'>): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline() || isPlayableOffline(track, readSavedIndex()),
    () => true,
  );
}
