import { useCallback } from 'react';
import { useAppSelector } from '@btb/shared-store';
import { useLinePlayer } from '../lyrics/useLinePlayer';
import { selectCurrentTrack } from '../state/playerSlice';

/**
 * Plays one line of the song and pauses at its end, through the same line player as the word
 * card's "Play this line"; when the song is not the current track, `onPlay` starts it first.
 */
export function usePlayLine(songId: number, onPlay?: () => void) {
  const track = useAppSelector(selectCurrentTrack);
  const isCurrent = !!track && track.id === songId && !track.podcastFileName;
  const playLine = useLinePlayer(songId, onPlay);
  const play = useCallback(
    (start: number, end: number) => void playLine({ start, end }),
    [playLine],
  );
  return { play, canPlay: isCurrent || !!onPlay };
}
