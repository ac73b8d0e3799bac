import { makeStore } from '@btb/shared-store';
import { playerActions, selectPlayer } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import {
  asRestoredPlayer,
  readStoredPlayer,
  storedPlayerKey,
  writeStoredPlayer,
} from './storedPlayer';

const track = (id: number): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  creator: 'Lena',
  ysnRestricted: 0,
});

/** A home playlist song: its creator is the likes text, kept with the likes it was made from. */
const playlistTrack = (id: number): PlayerTrack => ({
  ...track(id),
  creator: '2.2K likes',
  likes: 2200,
});

const valid = () => ({
  version: 1,
  tracks: [track(1), track(2), track(3)],
  keys: [0, 1, 2],
  index: 1,
  unshuffledKeys: null,
  source: { kind: 'lesson', name: 'DE_EN_A1_B01_L01' },
  position: 42,
  duration: 48,
  repeat: 'all',
  speed: 0.75,
});

afterEach(() => localStorage.clear());

describe('stored player', () => {
  it('survives a round trip: queue, position in it and in the track, repeat, shuffle and speed', () => {
    const store = makeStore();
    const tracks = [playlistTrack(1), track(2), track(3), track(4)];
    store.dispatch(playerActions.playAll(tracks, { kind: 'playlist', name: 'Top Rated' }));
    store.dispatch(playerActions.trackSelected(track(1)));
    store.dispatch(playerActions.toggleShuffle(0.4));
    store.dispatch(playerActions.cycleRepeat());
    store.dispatch(playerActions.setSpeed(1.25));
    store.dispatch(playerActions.timeUpdated(33.7));
    const before = selectPlayer(store.getState());
    writeStoredPlayer(before);

    const restored = makeStore();
    const stored = readStoredPlayer();
    expect(stored).toBeDefined();
    restored.dispatch(playerActions.restored(stored!));
    const after = selectPlayer(restored.getState());
    expect(after.queue).toEqual(before.queue);
    expect(after).toMatchObject({
      queueIndex: 0,
      unshuffledKeys: before.unshuffledKeys,
      queueSource: { kind: 'playlist', name: 'Top Rated' },
      currentTrack: { id: 1, likes: 2200 },
      currentTime: 33,
      duration: before.duration,
      isPlaying: false,
      repeat: 'all',
      speed: 1.25,
    });
  });

  it('accepts a well-formed entry', () => {
    expect(asRestoredPlayer(valid())).toMatchObject({ position: 42, repeat: 'all', speed: 0.75 });
  });

  it.each([
    ['not JSON at all', '{oops'],
    ['an older version', JSON.stringify({ ...valid(), version: 0 })],
    ['an empty queue', JSON.stringify({ ...valid(), tracks: [], keys: [], index: 0 })],
    ['a position outside the queue', JSON.stringify({ ...valid(), index: 3 })],
    ['keys that do not match the tracks', JSON.stringify({ ...valid(), keys: [0, 1] })],
    ['duplicate keys', JSON.stringify({ ...valid(), keys: [0, 0, 1] })],
    [
      'a track without a title',
      JSON.stringify({ ...valid(), tracks: [{ id: 1 }, track(2), track(3)] }),
    ],
    [
      'a broken id',
      JSON.stringify({ ...valid(), tracks: [{ ...track(1), id: '1' }, track(2), track(3)] }),
    ],
    ['an unknown repeat mode', JSON.stringify({ ...valid(), repeat: 'forever' })],
    ['a negative track position', JSON.stringify({ ...valid(), position: -5 })],
    ['an unknown source', JSON.stringify({ ...valid(), source: { kind: 'radio', name: 'x' } })],
    ['an array', '[1,2,3]'],
  ])('ignores %s without a crash', (_case, raw) => {
    localStorage.setItem(storedPlayerKey, raw);
    expect(readStoredPlayer()).toBeUndefined();
  });

  it('falls back to normal speed for an unknown speed and drops unknown track fields', () => {
    const entry = {
      ...valid(),
      speed: 7,
      tracks: [{ ...track(1), evil: '<script>' }, track(2), track(3)],
    };
    const restored = asRestoredPlayer(entry);
    expect(restored?.speed).toBe(1);
    expect(restored?.queue.tracks[0]).toEqual(track(1));
  });

  it('removes the entry when nothing is queued', () => {
    localStorage.setItem(storedPlayerKey, JSON.stringify(valid()));
    writeStoredPlayer(selectPlayer(makeStore().getState()));
    expect(localStorage.getItem(storedPlayerKey)).toBeNull();
  });
});
