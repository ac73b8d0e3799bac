import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { fillRoutePath, remoteByFolder, seededRouteParams } from '@btb/platform';
import { Navigate, type RouteObject } from '@btb/shared-router';
import { makeStore } from '@btb/shared-store';
import { createApp } from '@btb/shared-ui';
import { pageLanguageReady } from '@btb/shared-i18n';
import { startFederation } from '@btb/shared-federation';
import { OnFullSite } from './OnFullSite';
import { fetchStandaloneSite } from './siteOfStandalone';
import { StandaloneFrameOutlet } from './StandaloneFrameOutlet';

export interface StandaloneOptions {
  /** The remote's folder (`mf-song`), as in the platform description. */
  folder: string;
  /**
   * The remote's own pages by the module name its routes in platform.json give (`SongPage`): the
   * routes themselves come from there, the first one (its parameters from the seeded catalogue)
   * being where `/` leads.
   */
  pages: Readonly<Record<string, ComponentType>>;
  /** mf-quiz passes its quiz-code dialog; every other remote loads it from mf-quiz. */
  localQuizCodeDialog?: ComponentType;
}

/** The remote's routes from platform.json, each with its page; throws for a page not passed. */
function ownRoutes(folder: string, pages: StandaloneOptions['pages']): RouteObject[] {
  return (remoteByFolder(folder)?.routes ?? []).map(({ path, module }) => {
    const Page = pages[module];
    if (!Page) throw new Error(`${folder}: platform.json routes ${path} to ${module}, not passed`);
    return { path, element: <Page /> };
  });
}

/**
 * Boots a remote on its own origin with the same store factory, i18n, player bar, footer and
 * dialogs as the shell, so QA tests exactly what the shell will host. A link to a page of another
 * remote opens that page on the full site.
 */
export async function renderStandalone(options: StandaloneOptions): Promise<void> {
  const { folder, pages, localQuizCodeDialog } = options;
  const routes = ownRoutes(folder, pages);
  const home = routes[0]?.path ? fillRoutePath(routes[0].path, seededRouteParams) : '/';
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const self = remoteByFolder(folder)?.name ?? folder;
  const [site] = await Promise.all([
    fetchStandaloneSite(self),
    pageLanguageReady().catch((error: unknown) =>
      console.error('The page language could not be loaded', error),
    ),
  ]);
  // The same federation code as the shell, on this page's own runtime instance: other remotes'
  // parts (the quiz-code dialog) load here as they do in the shell.
  try {
    startFederation(site.remotes);
  } catch (error) {
    console.error(
      'The federation runtime did not start: other remotes’ parts show their fallback',
      error,
    );
  }
  const standaloneRoutes: RouteObject[] = [
    {
      element: <StandaloneFrameOutlet name={folder} localQuizCodeDialog={localQuizCodeDialog} />,
      children: [
        ...routes,
        // `/` opens the remote's own page, so QA lands on it at the origin.
        { path: '/', element: <Navigate to={home} replace /> },
        { path: '*', element: <OnFullSite siteOrigin={site.siteOrigin} /> },
      ],
    },
  ];
  createRoot(container).render(createApp({ store: makeStore(), routes: standaloneRoutes }));
}
