import { makeStore } from '@btb/shared-store';
import { playerActions, selectPlayer } from '../state/playerSlice';
import { startPlayerPersistence } from './startPlayerPersistence';

describe('startPlayerPersistence', () => {
  beforeEach(() => localStorage.clear());

  it('remembers the volume the listener chose, also without a track playing', () => {
    const store = makeStore();
    const stop = startPlayerPersistence(store.dispatch, () => selectPlayer(store.getState()));
    store.dispatch(playerActions.setVolume(0.4));
    expect(localStorage.getItem('playerVolume')).toBe('0.4');
    store.dispatch(playerActions.toggleMute());
    expect(localStorage.getItem('playerVolume')).toBe('0');
    stop();
    store.dispatch(playerActions.setVolume(0.8));
    expect(localStorage.getItem('playerVolume')).toBe('0');
  });

  it("remembers the listener's sing-along choice, not a fallback when it was unavailable", () => {
    const store = makeStore();
    const stop = startPlayerPersistence(store.dispatch, () => selectPlayer(store.getState()));
    store.dispatch(playerActions.setSingAlong(true));
    expect(localStorage.getItem('playerSingAlong')).toBe('true');
    store.dispatch(playerActions.singAlongUnavailable());
    expect(localStorage.getItem('playerSingAlong')).toBe('true');
    store.dispatch(playerActions.setSingAlong(false));
    expect(localStorage.getItem('playerSingAlong')).toBe('false');
    stop();
  });
});
