import type { RouteObject } from '@btb/shared-router';
import { NotFoundPage } from '@btb/shared-ui';
import { RemoteRoute } from '../federation/RemoteRoute';
import { remotePageRoutes } from '../federation/remotePageRoutes';
import { Layout } from '../layout/Layout';
import { AuthPage } from '../pages/AuthPage';
import { ConfirmEmailPage } from '../pages/ConfirmEmailPage';
import { PrivacyPage } from '../privacy/PrivacyPage';

/** SPEC section 2: every route of the site. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...remotePageRoutes.map(({ key, path, page }) => ({
        path,
        element: <RemoteRoute key={key} page={page} />,
      })),
      { path: '/auth', element: <AuthPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
