import type { RouteObject } from '@btb/shared-router';
import { RemoteRoute } from '../federation/RemoteRoute';
import { remotePages } from '../federation/remotePages';
import { Layout } from '../layout/Layout';
import { AuthPage } from '../pages/AuthPage';
import { ConfirmEmailPage } from '../pages/ConfirmEmailPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/** SPEC section 2: every route of the site. Remote pages are keyed so each keeps its own state. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <RemoteRoute key="home" page={remotePages.home} /> },
      { path: '/search', element: <RemoteRoute key="search" page={remotePages.search} /> },
      { path: '/song/:id', element: <RemoteRoute key="song" page={remotePages.song} /> },
      { path: '/quiz', element: <RemoteRoute key="quiz" page={remotePages.quiz} /> },
      {
        path: '/book-overview/:code',
        element: <RemoteRoute key="book" page={remotePages.bookOverview} />,
      },
      {
        path: '/time-calculator',
        element: <RemoteRoute key="calculator" page={remotePages.timeCalculator} />,
      },
      { path: '/auth', element: <AuthPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
