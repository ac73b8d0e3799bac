import { remotePageForPath } from './remotePageRoutes';

describe('remotePageForPath', () => {
  it.each([
    ['/', { remote: 'mf_home', module: 'HomePage' }],
    ['/search', { remote: 'mf_search', module: 'SearchPage' }],
    ['/search/', { remote: 'mf_search', module: 'SearchPage' }],
    ['/song/42', { remote: 'mf_song', module: 'SongPage' }],
    ['/Quiz', { remote: 'mf_quiz', module: 'QuizPage' }],
    ['/book-overview/DE_EN', { remote: 'mf_learning_plan', module: 'BookOverviewPage' }],
    ['/time-calculator', { remote: 'mf_calculator', module: 'TimeCalculatorPage' }],
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
