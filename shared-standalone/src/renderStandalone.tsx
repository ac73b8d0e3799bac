import { createRoot } from 'react-dom/client';
import { Navigate, type RouteObject } from '@btb/shared-router';
import { makeStore } from '@btb/shared-store';
import { createApp, NotFoundPage } from '@btb/shared-ui';
import { StandaloneFrameOutlet } from './StandaloneFrameOutlet';

/**
 * Boots a remote on its own origin with the same store factory, i18n and player bar as the shell,
 * so QA tests exactly what the shell will host. `home` is where `/` leads (e.g. `/search`).
 */
export function renderStandalone(name: string, routes: RouteObject[], home: string): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const standaloneRoutes: RouteObject[] = [
    {
      element: <StandaloneFrameOutlet name={name} />,
      children: [
        ...routes,
        // `/` opens the remote's own page, so QA lands on it at the origin; other paths are a 404.
        { path: '/', element: <Navigate to={home} replace /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
  createRoot(container).render(createApp({ store: makeStore(), routes: standaloneRoutes }));
}
