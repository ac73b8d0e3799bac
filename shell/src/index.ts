import { matchRemotePage, remotePageRoutesFor, type RemoteModuleRef } from '@btb/platform';
import {
  fetchRemoteMap,
  keyOf,
  prefetchManifests,
  preloadRemotePage,
  resolveSingletonsDirectly,
  startFederation,
  withOverrides,
} from '@btb/shared-federation/start';
import { preloadPagesOnIntent } from './federation/preloadOnIntent';
import { evaluateInSteps } from './hydration/evaluateInSteps';
import { whenPageSettled } from './hydration/whenPageSettled';
import { yieldToBrowser } from './hydration/yieldToBrowser';
import { registerServiceWorkerAfterLoad } from './offline/registerServiceWorker';
import { readServerState } from './server/serverState';

resolveSingletonsDirectly();

// Async boundary: shared singletons are negotiated before any of them is imported, in a task after
// the federation runtime's own start. The libraries the bootstrap builds on share its chunk (one
// download, with every shared module they consume) and are evaluated first, one per task, in the
// order they build on each other (the shared singletons: they are shipped whole, so loading one as
// a whole adds no code; another library only for the exports it names); then the shell's own
// modules, then the page: several short tasks, not one long one. The routes and nav are built
// from the map (a remote registered since the shell was built brings its own).
const bootstrap = yieldToBrowser().then(() =>
  evaluateInSteps(
    [
      () => import(/* webpackChunkName: "bootstrap" */ 'react-dom/client'),
      () => import(/* webpackChunkName: "bootstrap" */ 'styled-components'),
      () => import(/* webpackChunkName: "bootstrap" */ '@btb/shared-i18n'),
      () => import(/* webpackChunkName: "bootstrap" */ '@btb/shared-router'),
      () => import(/* webpackChunkName: "bootstrap" */ 'react-redux'),
      // Redux Toolkit is shared-store's library, not a singleton: its modules run here, in a task
      // before shared-store builds the site's API and reducers with them (the longest step). The
      // very modules shared-store imports, for an export it uses: no code is added.
      () =>
        import(
          /* webpackChunkName: "bootstrap" */ /* webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'
        ),
      () => import(/* webpackChunkName: "bootstrap" */ '@btb/shared-store'),
      () => import(/* webpackChunkName: "bootstrap" */ '@btb/shared-ui'),
      () => import(/* webpackChunkName: "bootstrap" */ '@btb/shared-player'),
    ],
    () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
  ),
);

// The federation runtime starts without React, in tasks of its own: it learns the remotes, then
// starts fetching the page's remote, while the shell's own code and the shared libraries download.
// A page the server rendered came with its remote's manifest, entry and chunks preloaded
// (preloadHints), so the runtime has nothing to preload for it.
const federation = yieldToBrowser()
  .then(fetchRemoteMap)
  .then(async (fetched) => {
    const serverState = readServerState();
    await yieldToBrowser();
    const map = await withOverrides(fetched, serverState?.cookies?.remoteOverrides);
    startFederation(map, { nextTask: yieldToBrowser });
    await yieldToBrowser();
    const pageRoutes = remotePageRoutesFor(map);
    const match = matchRemotePage(window.location.pathname, pageRoutes);
    if (match && !serverState?.remotes.includes(keyOf(match.page))) preloadRemotePage(match.page);
    // Another page's code downloads and runs from the moment a link to it is pointed at, touched
    // or focused, so the click that follows renders it; while this page still starts, it only
    // downloads, and runs once this page has started.
    preloadPagesOnIntent(pageRoutes, (page) => {
      if (warm) return warm(page);
      preloadRemotePage(page);
      void started.then(() => warm?.(page));
    });
    const others = new Set(pageRoutes.map(({ page }) => page.remote));
    if (match) others.delete(match.page.remote);
    return { map, serverState, others };
  });

/** Runs another page's code ahead of its route, once this page has started. */
let warm: ((page: RemoteModuleRef) => void) | undefined;

const started = Promise.all([bootstrap, federation]).then(
  async ([{ start, warmPage }, { map, serverState, others }]) => {
    await yieldToBrowser();
    await start(serverState, map);
    warm = warmPage;
    // Once the page has started and is quiet, the other remotes' manifests (about 1 KB each) are
    // fetched, so a link pointed at asks for its page's code at once.
    whenPageSettled(() => prefetchManifests(others), {
      afterLoadMs: 0,
      quietMs: 40,
      timeoutMs: 10_000,
    });
  },
);

// Offline listening (docs/offline.md): the worker registers after the page's load, never before
// (a save for offline starts it at once).
registerServiceWorkerAfterLoad(bootstrap);
