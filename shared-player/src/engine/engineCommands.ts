import { isAnyOf } from '@btb/shared-store';
import { playerActions, type PlayerState } from '../state/playerSlice';
import type { PlayerEngine } from './PlayerEngine';

interface EngineCommand {
  matches: (action: unknown) => boolean;
  run: (engine: PlayerEngine, action: unknown, getState: () => PlayerState) => void;
}

/**
 * The commands any remote dispatches (`playerActions.play`, `toggle`, ...) and what each one asks
 * of the engine: the one table both the listeners and the first-command replay read.
 */
export const engineCommands: readonly EngineCommand[] = [
  {
    matches: playerActions.play.match,
    run: (engine, action) => {
      if (playerActions.play.match(action)) void engine.select(action.payload.track);
    },
  },
  {
    matches: isAnyOf(playerActions.playAll, playerActions.jumpTo),
    run: (engine) => void engine.loadQueueEntry(),
  },
  { matches: playerActions.setSpeed.match, run: (engine) => engine.applySpeed() },
  { matches: playerActions.setSingAlong.match, run: (engine) => void engine.switchSingAlong() },
  { matches: playerActions.sleepNow.match, run: (engine) => void engine.fadeOutAndPause() },
  { matches: playerActions.toggle.match, run: (engine) => engine.toggle() },
  { matches: playerActions.resume.match, run: (engine) => engine.resume() },
  { matches: playerActions.pause.match, run: (engine) => engine.pause() },
  { matches: playerActions.next.match, run: (engine) => engine.next() },
  { matches: playerActions.previous.match, run: (engine) => engine.previous() },
  {
    matches: playerActions.seek.match,
    run: (engine, action) => {
      if (playerActions.seek.match(action)) engine.seek(action.payload);
    },
  },
  {
    matches: playerActions.seekBy.match,
    run: (engine, action) => {
      if (playerActions.seekBy.match(action)) engine.seekBy(action.payload);
    },
  },
  {
    matches: isAnyOf(playerActions.setVolume, playerActions.toggleMute),
    run: (engine, _action, getState) => engine.setVolume(getState().volume),
  },
];

export const isEngineCommand = (action: unknown): boolean =>
  engineCommands.some((command) => command.matches(action));

/** Hands one command to the engine (what its listener does, also for a replayed command). */
export function runEngineCommand(
  engine: PlayerEngine,
  action: unknown,
  getState: () => PlayerState,
): void {
  for (const command of engineCommands)
    if (command.matches(action)) command.run(engine, action, getState);
}
