import type { HomePlaylist } from './api/homePlaylists';

/** 0 for the learner's pair, 1 for a mixed or unknown one, 2 for another pair. */
const rank = (subject: string, pair: string) => (subject === pair ? 0 : subject ? 2 : 1);

/** The home rows split by the learner's pair: the page shows `own`; `others` wait behind a button. */
export interface PairRows {
  own: HomePlaylist[];
  others: HomePlaylist[];
}

/**
 * The home rows as a learner with a chosen pair sees them (issue 34, issue 67 point 9): a row holds
 * only their pair's songs (so its Play all queues only those); a row with none of them, or whose
 * content is another pair's, goes to `others`, whole. Rows of their pair come first, then mixed
 * rows; the order among equals is kept. Without a pair every row in SPEC's order.
 */
export function rowsForPair(playlists: HomePlaylist[], pair: string | null): PairRows {
  if (!pair) return { own: playlists, others: [] };
  const own: HomePlaylist[] = [];
  const others: HomePlaylist[] = [];
  for (const playlist of playlists) {
    const code = playlist.btn2OverviewCode?.trim() ?? '';
    if (playlist.songs.length === 0) {
      // A row without songs shows its category's content (SPEC 7): its plan's pair tells.
      (rank(code, pair) === 2 ? others : own).push(playlist);
      continue;
    }
    const songs = playlist.songs.filter((song) => song.subject === pair);
    if (songs.length > 0) own.push({ ...playlist, songs });
    else others.push(playlist);
  }
  const ranked = own
    .map((playlist, index) => ({ playlist, index, rank: rank(playlist.btn2OverviewCode, pair) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ playlist }) => playlist);
  return { own: ranked, others };
}
