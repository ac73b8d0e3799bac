import type { ReactNode } from 'react';
import { I18nProvider } from '@btb/shared-i18n';
import { StoreProvider, type AppStore } from '@btb/shared-store';
import { ThemeRoot } from '../theme/ThemeRoot';

/** The providers every page needs: the shell, each standalone remote and component tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <I18nProvider>
        <ThemeRoot>{children}</ThemeRoot>
      </I18nProvider>
    </StoreProvider>
  );
}
