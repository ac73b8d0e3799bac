import { useCallback } from 'react';
import { usePlayerCommands, type PlayerTrack, type QueueSource } from '@btb/shared-player';

/**
 * Plays a card's track with its row as the queue. The player's commands alone: a row of cards has
 * no use for the player's state, which changes several times a second while music plays.
 */
export function usePlayTrack() {
  const { play } = usePlayerCommands();
  return useCallback(
    (track: PlayerTrack, queue: RowQueue) => play(track, queue.tracks, queue.source),
    [play],
  );
}

/** A row's tracks and where they come from ("Playlist: Top Rated"): the queue its cards play in. */
export interface RowQueue {
  tracks: PlayerTrack[];
  source: QueueSource;
}
