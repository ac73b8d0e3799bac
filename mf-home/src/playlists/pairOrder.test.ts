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
  playlist(4, { btn2OverviewCode: 'DE_ES', songs: [] }),
]);

describe('home rows for a chosen pair', () => {
  it('shows the pair’s rows first, then mixed rows holding only the pair’s songs', () => {
    const { own } = rowsForPair(rows, 'DE_EN');
    expect(own.map((row) => row.ppID)).toEqual([3, 1]);
    expect(own[1]!.songs.map((song) => song.songID)).toEqual([12]);
  });

  it('keeps the other pairs’ rows apart, whole, so they stay reachable', () => {
    const { others } = rowsForPair(rows, 'DE_EN');
    expect(others.map((row) => row.ppID)).toEqual([2, 4]);
    expect(others[0]!.songs.map((song) => song.songID)).toEqual([21]);
  });

  it('keeps SPEC’s order and every row without a pair', () => {
    expect(rowsForPair(rows, null)).toEqual({ own: rows, others: [] });
  });
});
