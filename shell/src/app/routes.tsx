import type { RouteObject } from '@btb/shared-router';
import { NotFoundPage } from '@btb/shared-ui';
import { navLinksFor, remotePageRoutesFor, shellPagePaths, type RemoteMap } from '@btb/platform';
import { RemoteRoute } from '@btb/shared-federation';
import { Layout } from '../layout/Layout';
import { shellPage } from './shellPage';

/**
 * Every route of the site (SPEC section 2): the remote pages and nav links the remote map declares
 * (built at start, in the browser and on the server alike; no shell rebuild for a new remote), the
 * shell's own pages and the 404.
 */
export function siteRoutes(map: RemoteMap): RouteObject[] {
  return [
    {
      element: <Layout navLinks={navLinksFor(map)} />,
      children: [
        ...remotePageRoutesFor(map).map(({ key, path, page }) => ({
          path,
          element: <RemoteRoute key={key} page={page} />,
        })),
        {
          path: shellPagePaths.auth,
          element: shellPage(() => import('../pages/AuthPage').then((m) => m.AuthPage)),
        },
        {
          path: shellPagePaths.confirmEmail,
          element: shellPage(() =>
            import('../pages/ConfirmEmailPage').then((m) => m.ConfirmEmailPage),
          ),
        },
        {
          path: shellPagePaths.privacy,
          element: shellPage(() => import('../privacy/PrivacyPage').then((m) => m.PrivacyPage)),
        },
        {
          path: shellPagePaths.deployments,
          element: shellPage(() =>
            import('../deployments/DeploymentsPage').then((m) => m.DeploymentsPage),
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
