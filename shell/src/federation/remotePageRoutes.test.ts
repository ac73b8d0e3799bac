import { remotePageForPath } from './remotePageRoutes';
import { remotePages } from './remotePages';

describe('remotePageForPath', () => {
  it.each([
    ['/', remotePages.home],
    ['/search', remotePages.search],
    ['/search/', remotePages.search],
    ['/song/42', remotePages.song],
    ['/Quiz', remotePages.quiz],
    ['/book-overview/DE_EN', remotePages.bookOverview],
    ['/time-calculator', remotePages.timeCalculator],
  ])('%s shows its remote page', (path, page) => {
    expect(remotePageForPath(path)).toEqual(page);
  });

  it.each(['/auth', '/confirm-email', '/song', '/song/1/extra', '/no/such/page'])(
    '%s is not a remote page',
    (path) => {
      expect(remotePageForPath(path)).toBeNull();
    },
  );
});
