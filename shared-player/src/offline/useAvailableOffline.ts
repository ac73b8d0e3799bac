import type { PlayerTrack } from '../state/playerTrack';
import { isPlayableOffline } from './savedStream';
import { useOnline } from './useOnline';
import { useSavedIndex } from './useSavedOffline';

/**
 * Whether a track can start now: always online; offline only when it is saved (and, for a premium
 * full track, within its period). Tracks that cannot are marked "not available offline".
 */
export function useAvailableOffline(track: Pick<PlayerTrack, 'id' | 'podcastFileName'>): boolean {
  const online = useOnline();
  const index = useSavedIndex();
  return online || isPlayableOffline(track, index);
}
