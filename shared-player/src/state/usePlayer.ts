import { useContext, useMemo } from 'react';
import { ReactReduxContext } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@btb/shared-store';
import { playerActions, selectPlayer, type PlayerState } from './playerSlice';
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

/** The player's state and commands: all a remote needs to play music. */
export function usePlayer(): PlayerState & PlayerCommands {
  // SPEC section 8: outside its provider the player fails loudly, with a message that says why.
  if (!useContext(ReactReduxContext)) {
    throw new Error(
      'usePlayer must be used inside the store provider (<StoreProvider> of @btb/shared-store), ' +
        'which the shell and every standalone bootstrap render.',
    );
  }
  const state = useAppSelector(selectPlayer);
  const dispatch = useAppDispatch();
  const commands = useMemo<PlayerCommands>(
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
  return { ...state, ...commands };
}
