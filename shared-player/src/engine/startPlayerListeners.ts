import { listenerMiddleware } from '@btb/shared-store';
import type { PlayerState } from '../state/playerSlice';
import { engineCommands } from './engineCommands';
import type { PlayerEngine } from './PlayerEngine';

/**
 * Connects the commands any remote dispatches (`playerActions.play`, `toggle`, ...) to the engine.
 * Returns the function that disconnects them, for when the player bar unmounts.
 */
export function startPlayerListeners(
  engine: PlayerEngine,
  getState: () => PlayerState,
): () => void {
  const stops = engineCommands.map((command) =>
    listenerMiddleware.startListening({
      predicate: (action) => command.matches(action),
      effect: (action) => command.run(engine, action, getState),
    }),
  );
  return () => stops.forEach((stop) => stop());
}
