import { listenerMiddleware } from '@btb/shared-store';
import type { PlayerEngineOptions } from './engineSettings';
import { isEngineCommand } from './engineCommands';

/**
 * The audio engine is code the page needs only once something is to be played: it is loaded on the
 * first player command (play, play all, resume, volume ...), which it then carries out, with any
 * other command given while it loaded, in order. Returns the function that stops it (or its load).
 */
export function startEngineOnFirstCommand(options: PlayerEngineOptions): () => void {
  let stopped = false;
  let stopEngine: (() => void) | null = null;
  let loading = false;
  const pending: unknown[] = [];
  const stopWaiting = listenerMiddleware.startListening({
    predicate: (action) => isEngineCommand(action),
    effect: (action) => {
      pending.push(action);
      if (loading) return;
      loading = true;
      import(/* webpackChunkName: "player-engine" */ './startPlayerEngine').then(
        ({ startPlayerEngine }) => {
          stopWaiting();
          if (stopped) return;
          stopEngine = startPlayerEngine(options, pending.splice(0));
        },
        (error: unknown) => {
          // Offline at the first command: the next command tries again.
          loading = false;
          pending.length = 0;
          (options.log ?? console.error)('The player could not be loaded', error);
        },
      );
    },
  });
  return () => {
    stopped = true;
    stopWaiting();
    stopEngine?.();
  };
}
