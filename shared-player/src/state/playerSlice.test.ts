import { makeStore } from '@btb/shared-store';
import { playerActions, selectPlayer } from './playerSlice';
import type { PlayerTrack } from './playerTrack';

const song: PlayerTrack = { id: 1, title: 'Hallo', creator: 'Lena', ysnRestricted: 0 };

function setup() {
  const store = makeStore();
  return { store, player: () => selectPlayer(store.getState()) };
}

describe('playerSlice', () => {
  it('starts empty, at full volume, with no popup', () => {
    expect(setup().player()).toMatchObject({
      currentTrack: null,
      isPlaying: false,
      isLoading: false,
      volume: 1,
      showSubscriptionPopup: false,
    });
  });

  it('clamps the volume to 0..1 and ignores values that are not numbers', () => {
    const { store, player } = setup();
    store.dispatch(playerActions.setVolume(1.7));
    expect(player().volume).toBe(1);
    store.dispatch(playerActions.setVolume(-0.2));
    expect(player().volume).toBe(0);
    store.dispatch(playerActions.setVolume(0.4));
    store.dispatch(playerActions.setVolume(Number.NaN));
    expect(player().volume).toBe(0.4);
  });

  it('mutes to 0 and unmutes to 0.7', () => {
    const { store, player } = setup();
    store.dispatch(playerActions.toggleMute());
    expect(player().volume).toBe(0);
    store.dispatch(playerActions.toggleMute());
    expect(player().volume).toBe(0.7);
  });

  it('remembers the queue a track was started from, or the track alone', () => {
    const { store, player } = setup();
    const other = { ...song, id: 2 };
    store.dispatch(playerActions.play(song, [song, other]));
    expect(player().queue.map((t) => t.id)).toEqual([1, 2]);
    store.dispatch(playerActions.play(song, [other]));
    expect(player().queue.map((t) => t.id)).toEqual([1]);
  });

  it('keeps the queue when the current track is only toggled (e.g. from the song page)', () => {
    const { store, player } = setup();
    const other = { ...song, id: 2 };
    store.dispatch(playerActions.playAll([song, other], { kind: 'search', name: '' }));
    store.dispatch(playerActions.trackSelected(song));
    store.dispatch(playerActions.play(song));
    expect(player().queue.map((t) => t.id)).toEqual([1, 2]);
    expect(player().queueSource).toEqual({ kind: 'search', name: '' });
  });

  it('cycles repeat off, all, one and back; only the offered speeds are taken', () => {
    const { store, player } = setup();
    const modes = [1, 2, 3].map(() => {
      store.dispatch(playerActions.cycleRepeat());
      return player().repeat;
    });
    expect(modes).toEqual(['all', 'one', 'off']);
    store.dispatch(playerActions.setSpeed(1.5));
    store.dispatch(playerActions.setSpeed(3));
    expect(player().speed).toBe(1.5);
  });

  it('shows the queue offer once per queue; a new queue may show it again', () => {
    const { store, player } = setup();
    store.dispatch(playerActions.playAll([song], { kind: 'search', name: '' }));
    store.dispatch(playerActions.previewEndedInQueue());
    store.dispatch(playerActions.closeSubscriptionPopup());
    store.dispatch(playerActions.previewEndedInQueue());
    expect(player().showSubscriptionPopup).toBe(false);
    store.dispatch(playerActions.playAll([song], { kind: 'search', name: '' }));
    store.dispatch(playerActions.previewEndedInQueue());
    expect(player().showSubscriptionPopup).toBe(true);
  });

  it('opens the subscription popup at the preview limit and closes it on request', () => {
    const { store, player } = setup();
    store.dispatch(playerActions.trackSelected(song));
    store.dispatch(playerActions.playing());
    store.dispatch(playerActions.previewLimitReached());
    expect(player()).toMatchObject({ isPlaying: false, showSubscriptionPopup: true });
    store.dispatch(playerActions.closeSubscriptionPopup());
    expect(player().showSubscriptionPopup).toBe(false);
  });
});
