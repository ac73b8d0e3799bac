import { makeStore } from '@btb/shared-store';
import { playerActions, selectPlayer } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { startListeningFacts } from './startListeningFacts';
import { readListeningFacts } from './storedListening';

const track = (id: number): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  creator: 'Lena',
  ysnRestricted: 0,
});

describe('startListeningFacts', () => {
  beforeEach(() => window.localStorage.clear());

  it('notes the played song, the seconds listened (not seeks) and a song heard to its end', () => {
    const store = makeStore();
    const now = new Date(2026, 10, 23, 10);
    const stop = startListeningFacts(
      () => selectPlayer(store.getState()),
      () => now,
    );
    store.dispatch(playerActions.trackSelected(track(4)));
    store.dispatch(playerActions.playing());
    for (let second = 1; second <= 20; second++) store.dispatch(playerActions.timeUpdated(second));
    store.dispatch(playerActions.timeUpdated(100)); // a seek, then the end is listened to
    for (let second = 101; second <= 121; second++)
      store.dispatch(playerActions.timeUpdated(second));
    store.dispatch(playerActions.heardToEnd(track(4)));
    stop();

    const facts = readListeningFacts();
    expect(facts.recent.map((song) => song.title)).toEqual(['Song 4']);
    expect(facts.heard.map((song) => song.id)).toEqual([4]);
    expect(facts.secondsByDay).toEqual({ '2026-11-23': 41 });
  });

  it('does not count a song as heard when the end was reached by seeking to it', () => {
    const store = makeStore();
    const stop = startListeningFacts(() => selectPlayer(store.getState()));
    store.dispatch(playerActions.trackSelected(track(5)));
    store.dispatch(playerActions.playing());
    for (let second = 1; second <= 10; second++) store.dispatch(playerActions.timeUpdated(second));
    store.dispatch(playerActions.timeUpdated(118)); // the learner drags to the end
    store.dispatch(playerActions.timeUpdated(120));
    store.dispatch(playerActions.heardToEnd(track(5)));
    stop();
    expect(readListeningFacts().recent.map((song) => song.id)).toEqual([5]);
    expect(readListeningFacts().heard).toEqual([]);
  });

  it('counts nothing while paused', () => {
    const store = makeStore();
    const stop = startListeningFacts(() => selectPlayer(store.getState()));
    store.dispatch(playerActions.trackSelected(track(4)));
    store.dispatch(playerActions.timeUpdated(1));
    store.dispatch(playerActions.timeUpdated(2));
    stop();
    expect(readListeningFacts().secondsByDay).toEqual({});
    expect(readListeningFacts().recent).toEqual([]);
  });
});
