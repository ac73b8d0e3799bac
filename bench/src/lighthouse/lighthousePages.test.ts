import { lighthousePages } from './lighthousePages';

it('measures every route of the platform, parameters filled, plus privacy and the 404', () => {
  expect(lighthousePages()).toEqual([
    '/',
    '/search',
    '/song/1',
    '/quiz',
    '/book-overview/DE_EN',
    '/time-calculator',
    '/review',
    '/me',
    '/privacy',
    '/no-such-page',
  ]);
});
