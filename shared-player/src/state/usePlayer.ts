import { useContext, useMemo } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@btb/shared-store';
import {
  playerActions,
  selectCurrentTrack,
  selectIsPlaying,
  selectPlayer,
  type PlayerState,
} from './playerSlice';
import type { PlayerTrack } from './playerTrack';
import type { QueueSource } from './queueSource';

export interface PlayerCommands {
  /**
   * Plays `track`, or toggles it when it is already the current one; `queue` (from `source`) is
   * what plays next.
   */
  play(track: PlayerTrack, queue?: PlayerTrack[], source?: QueueSource): void;
  /** Plays `tracks` from the first, as a queue that keeps going. */
  playAll(tracks: PlayerTrack[], source: QueueSource): void;
  jumpTo(position: number): void;
  cycleRepeat(): void;
  toggleShuffle(): void;
  setSpeed(speed: number): void;
  toggle(): void;
  /** Plays the current track if it is paused. */
  resume(): void;
  /** Pauses if playing. */
  pause(): void;
  next(): void;
  previous(): void;
  seek(seconds: number): void;
  seekBy(seconds: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  closeSubscriptionPopup(): void;
}

/** SPEC section 8: outside its provider the player fails loudly, with a message that says why. */
function useStoreProvided(hook: string): void {
  if (!useContext(ReactReduxContext)) {
    throw new Error(
      `${hook} must be used inside the store provider (<StoreProvider> of @btb/shared-store), ` +
        'which the shell and every standalone bootstrap render.',
    );
  }
}

/**
 * The player's commands alone: a component using only these never re-renders for the player
 * (a play button, a card that starts a row).
 */
export function usePlayerCommands(): PlayerCommands {
  useStoreProvided('usePlayerCommands');
  const dispatch = useAppDispatch();
  return useMemo<PlayerCommands>(
    () => ({
      play: (track, queue, source) => dispatch(playerActions.play(track, queue, source)),
      playAll: (tracks, source) => dispatch(playerActions.playAll(tracks, source)),
      jumpTo: (position) => dispatch(playerActions.jumpTo(position)),
      cycleRepeat: () => dispatch(playerActions.cycleRepeat()),
      toggleShuffle: () => dispatch(playerActions.toggleShuffle()),
      setSpeed: (speed) => dispatch(playerActions.setSpeed(speed)),
      toggle: () => dispatch(playerActions.toggle()),
      resume: () => dispatch(playerActions.resume()),
      pause: () => dispatch(playerActions.pause()),
      next: () => dispatch(playerActions.next()),
      previous: () => dispatch(playerActions.previous()),
      seek: (seconds) => dispatch(playerActions.seek(seconds)),
      seekBy: (seconds) => dispatch(playerActions.seekBy(seconds)),
      setVolume: (volume) => dispatch(playerActions.setVolume(volume)),
      toggleMute: () => dispatch(playerActions.toggleMute()),
      closeSubscriptionPopup: () => dispatch(playerActions.closeSubscriptionPopup()),
    }),
    [dispatch],
  );
}

/**
 * What plays, and whether it plays: what a play button or a list of songs shows. A component
 * using this re-renders when a track starts, pauses or changes, not with the playing time, the
 * duration or the buffering, which change several times a second (on a phone a list re-rendered
 * with each of them held the main thread 50 ms a time while a song started).
 */
export function useNowPlaying(): Pick<PlayerState, 'currentTrack' | 'isPlaying'> {
  useStoreProvided('useNowPlaying');
  const currentTrack = useAppSelector(selectCurrentTrack);
  const isPlaying = useAppSelector(selectIsPlaying);
  return { currentTrack, isPlaying };
}

/**
 * The player's whole state and its commands: what the bar and the now-playing view show. It
 * changes several times a second while music plays; a component that shows less takes
 * `useNowPlaying` and `usePlayerCommands`.
 */
export function usePlayer(): PlayerState & PlayerCommands {
  useStoreProvided('usePlayer');
  const state = useAppSelector(selectPlayer);
  return { ...state, ...usePlayerCommands() };
}
