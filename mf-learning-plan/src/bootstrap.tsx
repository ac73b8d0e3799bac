import { renderStandalone } from '@btb/shared-standalone';
import BookOverviewPage from './bookOverview/BookOverviewPage';

renderStandalone(
  'mf-learning-plan',
  [{ path: '/book-overview/:code', element: <BookOverviewPage /> }],
  '/book-overview/DE_EN',
);
