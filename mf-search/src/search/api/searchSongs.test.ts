import { searchSongsUrl } from './searchSongs';

describe('searchSongsUrl', () => {
  it('asks for every song when nothing is filtered', () => {
    expect(searchSongsUrl({})).toBe('/api/songs/all');
  });

  it('sends only the set parameters, encoded', () => {
    expect(searchSongsUrl({ level: 'A1', q: 'grüße aus', subject: 'DE_EN' })).toBe(
      '/api/content/search?q=gr%C3%BC%C3%9Fe+aus&subject=DE_EN&level=A1',
    );
  });
});
