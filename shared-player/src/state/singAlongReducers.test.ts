import { makeStore } from '@btb/shared-store';
import { playerActions, selectPlayer } from './playerSlice';
import { streamPartOf } from './singAlongReducers';

describe('sing along in the player state', () => {
  it('is off at first, switched by the listener, restored, and off when unavailable', () => {
    const store = makeStore();
    const singAlong = () => selectPlayer(store.getState()).singAlong;
    expect(singAlong()).toBe(false);
    store.dispatch(playerActions.setSingAlong(true));
    expect(singAlong()).toBe(true);
    store.dispatch(playerActions.singAlongUnavailable());
    expect(singAlong()).toBe(false);
    store.dispatch(playerActions.singAlongRestored(true));
    expect(singAlong()).toBe(true);
  });

  it('streams the instrumental of songs only: podcasts ignore the choice', () => {
    const song = { podcastFileName: undefined };
    const podcast = { podcastFileName: 'podcast-1.mp3' };
    expect(streamPartOf(song, { singAlong: true })).toBe('instrumental');
    expect(streamPartOf(song, { singAlong: false })).toBe('song');
    expect(streamPartOf(podcast, { singAlong: true })).toBe('song');
  });
});
