import { useCallback } from 'react';
import { useAppStore } from '@btb/shared-store';
import { playLineOnce } from './playLineOnce';

/** "Slower": the line at three quarters of its speed, pitch kept. */
export const slowLineSpeed = 0.75;

/**
 * Plays a line of the song once (at `speed`, when given) and pauses at its end; starts the song
 * with `startSong` when it is not the current track. The watch outlives the card that started it.
 */
export function useLinePlayer(songId: number, startSong?: () => void) {
  const store = useAppStore();
  return useCallback(
    (range: { start: number; end: number }, speed?: number) =>
      playLineOnce(store, { songId, start: range.start, end: range.end, speed, startSong }),
    [store, songId, startSong],
  );
}
