import { BrowserRouter, useRoutes } from '@btb/shared-router';
import type { AppStore } from '@btb/shared-store';
import { AppProviders } from '@btb/shared-ui';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
