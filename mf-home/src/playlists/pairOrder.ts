import type { HomePlaylist } from './api/homePlaylists';

/** 0 for the learner's pair, 1 for a mixed or unknown one, 2 for another pair. */
const rank = (subject: string, pair: string) => (subject === pair ? 0 : subject ? 2 : 1);

/**
 * The home rows as a learner with a chosen pair sees them (issue 34): rows of their pair first, then
 * mixed rows, then other pairs' rows; in each row their pair's songs first. Otherwise in SPEC's
 * order, and the order among equals is kept.
 */
export function rowsForPair(playlists: HomePlaylist[], pair: string | null): HomePlaylist[] {
  if (!pair) return playlists;
  const byRank = <T>(items: T[], subjectOf: (item: T) => string) =>
    items
      .map((item, index) => ({ item, index, rank: rank(subjectOf(item), pair) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ item }) => item);
  return byRank(playlists, (playlist) => playlist.btn2OverviewCode).map((playlist) => ({
    ...playlist,
    songs: byRank(playlist.songs, (song) => (song.subject === pair ? pair : 'other')),
  }));
}
