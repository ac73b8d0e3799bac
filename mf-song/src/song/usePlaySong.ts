import { useCallback, useLayoutEffect, useRef } from 'react';
import type { SongDetail } from '@btb/shared-contract';
import { trackFromSongDetail, useNowPlaying, usePlayerCommands } from '@btb/shared-player';
import { remainingCooldownMs, useCountPlayMutation, usePlayCooldown } from '@btb/shared-store';

/**
 * Play from the song page (SPEC section 4): a play is counted only outside the song's 120 s
 * cooldown, but the track always starts. `plays` follows the server's count once one is counted.
 */
export function usePlaySong(song: SongDetail) {
  const { currentTrack, isPlaying } = useNowPlaying();
  const { play } = usePlayerCommands();
  const { startCooldown } = usePlayCooldown(song.songID);
  const [countPlay, { data: counted }] = useCountPlayMutation();
  const isCurrent = currentTrack?.id === song.songID && !currentTrack.podcastFileName;
  const playing = isCurrent && isPlaying;

  const playNow = () => {
    // Pausing the song that is playing is not a play.
    if (!playing && remainingCooldownMs(song.songID) === 0) {
      startCooldown();
      void countPlay(song.songID);
    }
    play(trackFromSongDetail(song));
  };
  // One function for the page's life, playing with what the page shows now. The parts that hydrate
  // apart (the lyrics) take it: a new one on each render (a player update) would reach a part still
  // waiting for its code, and React would render that part anew, dropping a word tapped before.
  const latest = useRef(playNow);
  useLayoutEffect(() => {
    latest.current = playNow;
  });
  const playSong = useCallback(() => latest.current(), []);

  return { playing, playSong, plays: counted?.plays ?? song.intPlayed };
}
