import { playlist, playlistSong } from '../../testFixtures';
import { homePlaylistsFrom } from './homePlaylists';

describe('homePlaylistsFrom', () => {
  it('keeps what a card shows and plays, and leaves the learning content out of the page', () => {
    const song = playlistSong(7, { learningContent: 'In this lesson you learn 8 words …' });
    const [kept] = homePlaylistsFrom([playlist(1, { songs: [song] })]);
    expect(kept).toMatchObject({ ppID: 1, headline: expect.any(String) });
    expect(kept?.songs).toEqual([
      {
        songID: 7,
        songTitlePublic: song.songTitlePublic,
        songTitle: song.songTitle,
        imageUrl: song.imageUrl,
        intLikes: song.intLikes,
        ysnRestricted: song.ysnRestricted,
        creator: song.creator,
        subject: song.subject,
      },
    ]);
    expect(JSON.stringify(kept)).not.toContain('In this lesson');
  });

  it('turns an answer that is not a list, or songs that are not, into nothing to show', () => {
    expect(homePlaylistsFrom({ error: 'x' })).toEqual([]);
    const broken = { ...playlist(2), songs: 'none' } as unknown;
    expect(homePlaylistsFrom([broken])[0]?.songs).toEqual([]);
    expect(homePlaylistsFrom([playlist(3, { songs: [null as never] })])[0]?.songs).toEqual([]);
  });
});
