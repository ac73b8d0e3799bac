import { useCallback } from 'react';
import { playerActions, type PlayerTrack, type QueueSource } from '@btb/shared-player';
import { useAppDispatch } from '@btb/shared-store';

/**
 * The player's play command alone. `usePlayer()` also reads the player state, which changes several
 * times a second while music plays; a row of cards has no use for it and would re-render each time.
 */
export function usePlayTrack() {
  const dispatch = useAppDispatch();
  return useCallback(
    (track: PlayerTrack, queue: RowQueue) =>
      dispatch(playerActions.play(track, queue.tracks, queue.source)),
    [dispatch],
  );
}

/** A row's tracks and where they come from ("Playlist: Top Rated"): the queue its cards play in. */
export interface RowQueue {
  tracks: PlayerTrack[];
  source: QueueSource;
}
