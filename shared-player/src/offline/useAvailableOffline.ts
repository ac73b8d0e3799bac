import { isPlayableSaved } from './savedStream';
import { useOnline } from './useOnline';
import { useSavedIndex } from './useSavedOffline';

/**
 * Whether a song can start now: always online; offline only when it is saved (and, for a premium
 * full track, within its period). Songs that cannot are marked "not available offline".
 */
export function useAvailableOffline(songId: number): boolean {
  const online = useOnline();
  const index = useSavedIndex();
  return online || isPlayableSaved(index.songs[songId]);
}
