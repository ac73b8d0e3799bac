import type { PlayerTrack } from '../state/playerTrack';
import {
  emptyListeningFacts,
  listeningLimits,
  mergeListeningFacts,
  withAccountHeardSongs,
  validListeningFacts,
  withHeardSong,
  withListenedSeconds,
  withPlayedSong,
} from './listeningFacts';

const track = (id: number): PlayerTrack => ({
  id,
  title: `Song ${id}`,
  creator: 'Lena',
  ysnRestricted: 0,
});
const at = (day: number, hour = 12) => new Date(2026, 10, day, hour);

describe('listening facts', () => {
  it('keeps the recently played newest first, each song once, at most the limit', () => {
    let facts = emptyListeningFacts;
    for (let id = 1; id <= listeningLimits.recent + 2; id++) {
      facts = withPlayedSong(facts, track(id), at(1));
    }
    facts = withPlayedSong(facts, track(10), at(2));
    expect(facts.recent).toHaveLength(listeningLimits.recent);
    expect(facts.recent.map((song) => song.id).slice(0, 2)).toEqual([10, 32]);
    expect(facts.recent.filter((song) => song.id === 10)).toHaveLength(1);
  });

  it('adds listened seconds to the local day they were heard', () => {
    let facts = withListenedSeconds(emptyListeningFacts, 30, at(3, 9));
    facts = withListenedSeconds(facts, 15, at(3, 22));
    facts = withListenedSeconds(facts, 60, at(4, 1));
    expect(facts.secondsByDay).toEqual({ '2026-11-03': 45, '2026-11-04': 60 });
  });

  it('round-trips through validation and refuses anything malformed as a whole', () => {
    const facts = withHeardSong(
      withListenedSeconds(emptyListeningFacts, 5, at(1)),
      track(3),
      at(1),
    );
    expect(validListeningFacts(JSON.parse(JSON.stringify(facts)))).toEqual(facts);
    expect(validListeningFacts({ ...facts, secondsByDay: { yesterday: 5 } })).toBeUndefined();
    expect(validListeningFacts({ ...facts, heard: [{ id: 'x' }] })).toBeUndefined();
    expect(validListeningFacts([])).toBeUndefined();
    expect(validListeningFacts(null)).toBeUndefined();
  });

  it('merges two browsers without losing a song or a day', () => {
    const a = withListenedSeconds(withHeardSong(emptyListeningFacts, track(1), at(1)), 60, at(1));
    const b = withListenedSeconds(withHeardSong(emptyListeningFacts, track(2), at(2)), 30, at(2));
    const merged = mergeListeningFacts(a, b);
    expect(merged.heard.map((song) => song.id)).toEqual([2, 1]);
    expect(merged.secondsByDay).toEqual({ '2026-11-01': 60, '2026-11-02': 30 });
    expect(mergeListeningFacts(merged, merged)).toEqual(merged);
  });

  it("merges the account's heard songs: the newest time wins, what is no song is left out", () => {
    const here = withHeardSong(emptyListeningFacts, track(1), at(3));
    const account = [
      { id: 1, at: at(1).toISOString(), title: 'Song 1', creator: 'A', imageUrl: '/api/image/1' },
      { id: 2, at: at(2).toISOString(), title: 'Song 2', creator: 'B', imageUrl: '/api/image/2' },
      { id: 'x', at: 'yesterday' },
      null,
    ];
    const merged = withAccountHeardSongs(here, account);
    expect(merged.heard.map(({ id, at: time }) => [id, time])).toEqual([
      [1, at(3).toISOString()],
      [2, at(2).toISOString()],
    ]);
    expect(merged.heard[1]).toMatchObject({ title: 'Song 2', imageUrl: '/api/image/2' });
    expect(withAccountHeardSongs(merged, account)).toEqual(merged);
  });
});
