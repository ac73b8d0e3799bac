import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from '@btb/shared-router';
import { NotFoundPage } from '@btb/shared-ui';
import { RemoteRoute } from '../federation/RemoteRoute';
import { remotePageRoutes } from '../federation/remotePageRoutes';
import { Layout } from '../layout/Layout';

/**
 * A page of the shell's own, loaded when its route is visited (not with every page). The server
 * waits for it; in the browser its server HTML stays until its code is there, then hydrates.
 */
function shellPage(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** SPEC section 2: every route of the site. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...remotePageRoutes.map(({ key, path, page }) => ({
        path,
        element: <RemoteRoute key={key} page={page} />,
      })),
      {
        path: '/auth',
        element: shellPage(() => import('../pages/AuthPage').then((m) => m.AuthPage)),
      },
      {
        path: '/confirm-email',
        element: shellPage(() =>
          import('../pages/ConfirmEmailPage').then((m) => m.ConfirmEmailPage),
        ),
      },
      {
        path: '/privacy',
        element: shellPage(() => import('../privacy/PrivacyPage').then((m) => m.PrivacyPage)),
      },
      {
        path: '/deployments',
        element: shellPage(() =>
          import('../deployments/DeploymentsPage').then((m) => m.DeploymentsPage),
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
