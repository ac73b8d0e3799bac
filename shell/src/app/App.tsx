import { BrowserRoutes } from '@btb/shared-router';
import type { AppStore } from '@btb/shared-store';
import { AppProviders } from '@btb/shared-ui';
import { routes } from './routes';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRoutes routes={routes} />
    </AppProviders>
  );
}
