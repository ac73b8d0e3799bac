import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { AppStore } from '@btb/shared-store';
import { AppProviders } from '@btb/shared-ui';
import { routes } from './routes';

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
