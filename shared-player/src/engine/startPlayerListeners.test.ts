import { makeStore } from '@btb/shared-store';
import { playerActions, selectPlayer } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import type { PlayerEngine } from './PlayerEngine';
import { startPlayerListeners } from './startPlayerListeners';

const song: PlayerTrack = { id: 5, title: 'Hallo', creator: 'Lena', ysnRestricted: 0 };

function setup() {
  const store = makeStore();
  const engine = {
    select: jest.fn(() => Promise.resolve()),
    toggle: jest.fn(),
    resume: jest.fn(),
    pause: jest.fn(),
    next: jest.fn(),
    previous: jest.fn(),
    seek: jest.fn(),
    seekBy: jest.fn(),
    setVolume: jest.fn(),
  };
  const stop = startPlayerListeners(engine as unknown as PlayerEngine, () =>
    selectPlayer(store.getState()),
  );
  return { store, engine, stop };
}

describe('startPlayerListeners', () => {
  beforeEach(() => localStorage.clear());

  it('hands every command to the engine', () => {
    const { store, engine, stop } = setup();
    store.dispatch(playerActions.play(song));
    store.dispatch(playerActions.toggle());
    store.dispatch(playerActions.resume());
    store.dispatch(playerActions.pause());
    store.dispatch(playerActions.next());
    store.dispatch(playerActions.previous());
    store.dispatch(playerActions.seek(30));
    store.dispatch(playerActions.seekBy(-5));
    expect(engine.select).toHaveBeenCalledWith(song);
    for (const method of ['toggle', 'resume', 'pause', 'next', 'previous'] as const) {
      expect(engine[method]).toHaveBeenCalledTimes(1);
    }
    expect(engine.seek).toHaveBeenCalledWith(30);
    expect(engine.seekBy).toHaveBeenCalledWith(-5);
    stop();
  });

  it('applies the clamped volume', () => {
    const { store, engine, stop } = setup();
    store.dispatch(playerActions.setVolume(3));
    expect(engine.setVolume).toHaveBeenLastCalledWith(1);
    store.dispatch(playerActions.toggleMute());
    expect(engine.setVolume).toHaveBeenLastCalledWith(0);
    stop();
  });

  it('stops listening when disconnected', () => {
    const { store, engine, stop } = setup();
    stop();
    store.dispatch(playerActions.toggle());
    expect(engine.toggle).not.toHaveBeenCalled();
  });
});
