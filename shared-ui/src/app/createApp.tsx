import { StrictMode, Suspense, type ReactElement } from 'react';
import type { i18n } from '@btb/shared-i18n';
import { BrowserRoutes, StaticRoutes, type RouteObject } from '@btb/shared-router';
import type { AppStore } from '@btb/shared-store';
import { AppProviders } from './AppProviders';

export interface AppOptions {
  store: AppStore;
  routes: RouteObject[];
  /** The server renders one request's URL; the browser follows its own. */
  location?: string;
  /** The server's i18n instance for the request; the page's own one otherwise. */
  i18nInstance?: typeof i18n;
}

/**
 * The one tree of a site: the shell's bootstrap, every standalone remote and the server renderer
 * make their page with it, so what the server renders is what the browser hydrates.
 */
export function createApp({ store, routes, location, i18nInstance }: AppOptions): ReactElement {
  return (
    <StrictMode>
      <AppProviders store={store} i18nInstance={i18nInstance}>
        {/* Over the whole page, so a server-rendered page hydrates in slices that yield to the
            browser (React hydrates a boundary's content at low priority, a few ms at a time),
            not in one long task at load; a click before then hydrates its part at once. */}
        <Suspense fallback={null}>
          {location === undefined ? (
            <BrowserRoutes routes={routes} />
          ) : (
            <StaticRoutes routes={routes} location={location} />
          )}
        </Suspense>
      </AppProviders>
    </StrictMode>
  );
}
