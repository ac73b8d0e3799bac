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
});
