// Test helpers: a player engine on a fake <audio> and a real store, as the engine tests drive it.
import { makeStore } from '@btb/shared-store';
import { selectPlayer } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { FakeMediaElement } from './FakeMediaElement';
import type { PlayerEngineOptions } from './engineSettings';
import { PlayerEngine } from './PlayerEngine';
import { startPlayerListeners } from './startPlayerListeners';

/** A song track with `id`, free to hear unless `extra` says otherwise. */
export const testTrack = (id: number, extra: Partial<PlayerTrack> = {}): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  creator: 'Lena',
  ysnRestricted: 0,
  ...extra,
});

const cleanups: (() => void)[] = [];

/** Detaches every engine `startTestEngine` started (call it after each test). */
export const stopTestEngines = () => cleanups.splice(0).forEach((cleanup) => cleanup());

/** An engine attached to a fake media element, its listeners on a fresh store. */
export function startTestEngine(
  fetchStreamUrl: NonNullable<PlayerEngineOptions['fetchStreamUrl']>,
) {
  const store = makeStore();
  const media = new FakeMediaElement();
  const log = jest.fn();
  const fetchUrl = jest.fn(fetchStreamUrl);
  const countAutoPlay = jest.fn();
  const getState = () => selectPlayer(store.getState());
  const engine = new PlayerEngine({
    media,
    dispatch: store.dispatch,
    getState,
    fetchStreamUrl: fetchUrl,
    log,
    countAutoPlay,
  });
  const detach = engine.attach();
  cleanups.push(startPlayerListeners(engine, getState), detach);
  return { store, media, engine, log, fetchUrl, countAutoPlay, player: getState, detach };
}
