import { isAnyOf, listenerMiddleware } from '@btb/shared-store';
import { playerActions, type PlayerState } from '../state/playerSlice';
import { writeStoredVolume } from '../volume/storedVolume';
import type { PlayerEngine } from './PlayerEngine';

/**
 * Connects the commands any remote dispatches (`playerActions.play`, `toggle`, ...) to the engine.
 * Returns the function that disconnects them, for when the player bar unmounts.
 */
export function startPlayerListeners(
  engine: PlayerEngine,
  getState: () => PlayerState,
): () => void {
  const { startListening } = listenerMiddleware;
  const stops = [
    startListening({
      actionCreator: playerActions.play,
      effect: ({ payload }) => void engine.select(payload.track),
    }),
    startListening({
      matcher: isAnyOf(playerActions.playAll, playerActions.jumpTo),
      effect: () => void engine.loadQueueEntry(),
    }),
    startListening({ actionCreator: playerActions.setSpeed, effect: () => engine.applySpeed() }),
    startListening({
      actionCreator: playerActions.sleepNow,
      effect: () => void engine.fadeOutAndPause(),
    }),
    startListening({ actionCreator: playerActions.toggle, effect: () => engine.toggle() }),
    startListening({ actionCreator: playerActions.resume, effect: () => engine.resume() }),
    startListening({ actionCreator: playerActions.pause, effect: () => engine.pause() }),
    startListening({ actionCreator: playerActions.next, effect: () => engine.next() }),
    startListening({ actionCreator: playerActions.previous, effect: () => engine.previous() }),
    startListening({
      actionCreator: playerActions.seek,
      effect: ({ payload }) => engine.seek(payload),
    }),
    startListening({
      actionCreator: playerActions.seekBy,
      effect: ({ payload }) => engine.seekBy(payload),
    }),
    startListening({
      matcher: isAnyOf(playerActions.setVolume, playerActions.toggleMute),
      effect: () => {
        const { volume } = getState();
        engine.setVolume(volume);
        writeStoredVolume(volume);
      },
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
