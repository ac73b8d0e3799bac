import type { ReactNode } from 'react';
import { I18nProvider, type i18n } from '@btb/shared-i18n';
import { StoreProvider, type AppStore } from '@btb/shared-store';
import { ThemeRoot } from '../theme/ThemeRoot';

/** The providers every page needs: the shell, each standalone remote and component tests. */
export function AppProviders({
  store,
  i18nInstance,
  children,
}: {
  store: AppStore;
  /** The server renderer's instance for this request; the page's own one otherwise. */
  i18nInstance?: typeof i18n;
  children: ReactNode;
}) {
  return (
    <StoreProvider store={store}>
      <I18nProvider instance={i18nInstance}>
        <ThemeRoot>{children}</ThemeRoot>
      </I18nProvider>
    </StoreProvider>
  );
}
