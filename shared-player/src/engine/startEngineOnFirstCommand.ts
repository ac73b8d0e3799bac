import { listenerMiddleware } from '@btb/shared-store';
import { earlyStreamUrl } from './earlyStreamUrl';
import type { PlayerEngineOptions } from './engineSettings';
import { isEngineCommand } from './engineCommands';
import { loadPlayerEngine } from './loadPlayerEngine';

/**
 * The audio engine is code the page needs only once something is to be played: it is loaded on the
 * first player command (play, play all, resume, volume ...), which it then carries out, with any
 * other command given while it loaded, in order; a first command that plays a new track has its
 * stream URL asked for while the code loads. Returns the function that stops it (or its load).
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
      const early = earlyStreamUrl(action, options.getState, options.fetchStreamUrl);
      loadPlayerEngine().then(
        ({ startPlayerEngine }) => {
          stopWaiting();
          if (stopped) return;
          const fetchStreamUrl = early?.fetchStreamUrl ?? options.fetchStreamUrl;
          stopEngine = startPlayerEngine({ ...options, fetchStreamUrl }, pending.splice(0));
          // The commands given so far have asked for their URLs: later ones ask the network.
          early?.settle();
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
