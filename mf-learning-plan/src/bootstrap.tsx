import { Navigate } from 'react-router-dom';
import { renderStandalone } from '@btb/shared-standalone';
import BookOverviewPage from './bookOverview/BookOverviewPage';

renderStandalone('mf-learning-plan', [
  { path: '/book-overview/:code', element: <BookOverviewPage /> },
  { path: '/', element: <Navigate to="/book-overview/DE_EN" replace /> },
]);
