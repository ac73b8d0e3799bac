import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { I18nProvider } from '@btb/shared-i18n';
import { makeStore, StoreProvider } from '@btb/shared-store';
import { ThemeRoot } from '@btb/shared-ui';
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
      <StoreProvider store={makeStore()}>
        <I18nProvider>
          <ThemeRoot>
            <RouterProvider router={router} />
          </ThemeRoot>
        </I18nProvider>
      </StoreProvider>
    </StrictMode>,
  );
}
