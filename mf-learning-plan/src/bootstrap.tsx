import { renderStandalone } from '@btb/shared-standalone';
import BookOverviewPage from './bookOverview/BookOverviewPage';

void renderStandalone({
  folder: 'mf-learning-plan',
  routes: [{ path: '/book-overview/:code', element: <BookOverviewPage /> }],
  home: '/book-overview/DE_EN',
});
