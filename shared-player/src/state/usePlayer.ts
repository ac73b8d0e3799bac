import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@btb/shared-store';
import { playerActions, selectPlayer, type PlayerState } from './playerSlice';
import type { PlayerTrack } from './playerTrack';

export interface PlayerCommands {
  /** Plays `track`, or toggles it when it is already the current one; `queue` feeds next/previous. */
  play(track: PlayerTrack, queue?: PlayerTrack[]): void;
  toggle(): void;
  next(): void;
  previous(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  closeSubscriptionPopup(): void;
}

/** The player's state and commands: all a remote needs to play music. */
export function usePlayer(): PlayerState & PlayerCommands {
  const state = useAppSelector(selectPlayer);
  const dispatch = useAppDispatch();
  const commands = useMemo<PlayerCommands>(
    () => ({
      play: (track, queue) => dispatch(playerActions.play(track, queue)),
      toggle: () => dispatch(playerActions.toggle()),
      next: () => dispatch(playerActions.next()),
      previous: () => dispatch(playerActions.previous()),
      seek: (seconds) => dispatch(playerActions.seek(seconds)),
      setVolume: (volume) => dispatch(playerActions.setVolume(volume)),
      toggleMute: () => dispatch(playerActions.toggleMute()),
      closeSubscriptionPopup: () => dispatch(playerActions.closeSubscriptionPopup()),
    }),
    [dispatch],
  );
  return { ...state, ...commands };
}
