import { songIdsShown } from './songIdsShown';

describe('songIdsShown', () => {
  it("finds every song of the page's data, in songs, lists and nested rows", () => {
    const api = {
      queries: {
        'getSong(1)': { data: { songID: 1, intLikes: 4, title: 'Haus' } },
        'getPlaylists(undefined)': {
          data: [{ id: 'top', items: [{ id: 7, likes: 2 }, { songId: 9 }] }],
        },
        'failed(2)': { error: { status: 500 } },
      },
    };
    expect(songIdsShown(api).sort((a, b) => a - b)).toEqual([1, 7, 9]);
    expect(songIdsShown(null)).toEqual([]);
  });
});
