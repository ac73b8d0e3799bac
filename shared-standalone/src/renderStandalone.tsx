import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore } from '@btb/shared-store';
import { AppProviders } from '@btb/shared-ui';
import { StandaloneFrameOutlet } from './StandaloneFrameOutlet';

/**
 * Boots a remote on its own origin with the same store factory, i18n and player bar as the shell,
 * so QA tests exactly what the shell will host.
 */
export function renderStandalone(name: string, routes: RouteObject[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const router = createBrowserRouter([
    { element: <StandaloneFrameOutlet name={name} />, children: routes },
  ]);
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
