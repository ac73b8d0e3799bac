import { runEngineCommand } from './engineCommands';
import type { PlayerEngineOptions } from './engineSettings';
import { registerPlaybackClock } from './playbackClock';
import { PlayerEngine } from './PlayerEngine';
import { startPlayerListeners } from './startPlayerListeners';
import { startOneTabPlays } from '../tabs/startOneTabPlays';
import { startListeningFacts } from '../listening/startListeningFacts';

/**
 * Puts the engine in charge of the media element and carries out the commands given before it was
 * loaded. Returns the function that stops it.
 */
export function startPlayerEngine(
  options: PlayerEngineOptions,
  commandsSoFar: readonly unknown[],
): () => void {
  const engine = new PlayerEngine(options);
  const detach = engine.attach();
  const { media, getState } = options;
  registerPlaybackClock(() => media.currentTime);
  const stopListening = startPlayerListeners(engine, getState);
  const stopTabs = startOneTabPlays(options.dispatch);
  const stopFacts = startListeningFacts(getState);
  for (const action of commandsSoFar) runEngineCommand(engine, action, getState);
  return () => {
    registerPlaybackClock(null);
    stopFacts();
    stopTabs();
    stopListening();
    detach();
  };
}
