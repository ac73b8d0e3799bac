import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { I18nProvider } from '@btb/shared-i18n';
import { StoreProvider, type AppStore } from '@btb/shared-store';
import { ThemeRoot } from '@btb/shared-ui';
import { routes } from './routes';

export function App({ store }: { store: AppStore }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <StoreProvider store={store}>
      <I18nProvider>
        <ThemeRoot>
          <RouterProvider router={router} />
        </ThemeRoot>
      </I18nProvider>
    </StoreProvider>
  );
}
