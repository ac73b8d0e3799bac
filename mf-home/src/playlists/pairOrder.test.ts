import { playlist, playlistSong } from '../testFixtures';
import { homePlaylistsFrom } from './api/homePlaylists';
import { rowsForPair } from './pairOrder';

const rows = homePlaylistsFrom([
  playlist(1, {
    btn2OverviewCode: '',
    songs: [playlistSong(11, { subject: 'DE_ES' }), playlistSong(12, { subject: 'DE_EN' })],
  }),
  playlist(2, { btn2OverviewCode: 'EN_DE', songs: [playlistSong(21, { subject: 'EN_DE' })] }),
  playlist(3, { btn2OverviewCode: 'DE_EN', songs: [playlistSong(31, { subject: 'DE_EN' })] }),
]);

describe('home rows for a chosen pair', () => {
  it('puts the pair’s rows first, mixed rows next, other pairs last; the pair’s songs first in a row', () => {
    const ordered = rowsForPair(rows, 'DE_EN');
    expect(ordered.map((row) => row.ppID)).toEqual([3, 1, 2]);
    expect(ordered[1]!.songs.map((song) => song.songID)).toEqual([12, 11]);
  });

  it('keeps SPEC’s order without a pair', () => {
    expect(rowsForPair(rows, null)).toBe(rows);
  });
});
