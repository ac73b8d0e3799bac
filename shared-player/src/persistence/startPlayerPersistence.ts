import { isAnyOf, listenerMiddleware, type Dispatch } from '@btb/shared-store';
import { playerActions, type PlayerState } from '../state/playerSlice';
import { writeStoredVolume } from '../volume/storedVolume';
import { writeStoredSingAlong } from '../singAlong/storedSingAlong';
import { readStoredPlayer, writeStoredPlayer } from './storedPlayer';

const isPlayerAction = (action: { type: string }) => action.type.startsWith('player/');

/**
 * Brings the stored queue back (paused at its position, one click resumes) unless something is
 * already playing, then stores every change, and the volume and the listener's sing-along choice
 * apart (they outlive the queue). Returns the function that stops storing.
 */
export function startPlayerPersistence(dispatch: Dispatch, getState: () => PlayerState) {
  if (!getState().currentTrack) {
    const stored = readStoredPlayer();
    if (stored) dispatch(playerActions.restored(stored));
  }
  const stops = [
    listenerMiddleware.startListening({
      predicate: (action, current, previous) =>
        isPlayerAction(action) &&
        (current as { player?: unknown }).player !== (previous as { player?: unknown }).player,
      effect: () => writeStoredPlayer(getState()),
    }),
    listenerMiddleware.startListening({
      matcher: isAnyOf(playerActions.setVolume, playerActions.toggleMute),
      effect: () => writeStoredVolume(getState().volume),
    }),
    listenerMiddleware.startListening({
      actionCreator: playerActions.setSingAlong,
      effect: () => writeStoredSingAlong(getState().singAlong),
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
