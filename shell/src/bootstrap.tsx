import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptServerLanguage, loadLanguage, pageLanguageReady } from '@btb/shared-i18n';
import {
  hydrateApi,
  learningPairRestored,
  makeStore,
  reconcileLearningPair,
} from '@btb/shared-store';
import { warmPlayerOnIntent } from '@btb/shared-player';
import { createApp } from '@btb/shared-ui';
import { matchRemotePage, remotePageRoutesFor, type RemoteMap } from '@btb/platform';
import {
  isOverridden,
  keyOf,
  loadRemoteComponent,
  RemoteFallback,
  RenderedRemotes,
} from '@btb/shared-federation';
import { consentRestored, knownSession, reconcileConsent, restoreSession } from '@btb/shared-frame';
import { siteRoutes } from './app/routes';
import {
  replayEarlyInteractions,
  stopEarlyInteractions,
} from './hydration/replayEarlyInteractions';
import { yieldToBrowser } from './hydration/yieldToBrowser';
import type { ServerRenderState } from '@btb/platform/renderContract';
import './shellNamespace';

// Runs a page's code before its route asks for it: the shell's entry hands links pointed at to it.
export { warmPage } from '@btb/shared-federation';

type RenderedPages = ReadonlyMap<string, ComponentType<object>>;

/**
 * Loads the page's remote before hydration when the server rendered it, so the first render in the
 * browser is the server's page, not a spinner. Null when it cannot load now, or when this browser
 * overrides that remote (the server rendered the release, not the dev server's code, because it
 * did not know of the override yet): the page renders anew.
 */
async function loadRenderedPages(
  state: ServerRenderState,
  map: RemoteMap,
): Promise<RenderedPages | null> {
  const page = matchRemotePage(window.location.pathname, remotePageRoutesFor(map))?.page;
  if (!page || !state.remotes.includes(keyOf(page))) return new Map();
  if (isOverridden(page.remote)) return null;
  try {
    const Component = await loadRemoteComponent(page);
    // The remote failed in the browser: its fallback replaces the server's page, rendered anew.
    return Component === RemoteFallback ? null : new Map([[keyOf(page), Component]]);
  } catch (error) {
    console.error('The server-rendered page could not be loaded again', error);
    return null;
  }
}

/**
 * Renders the site; index.ts calls it once the federation runtime knows the remotes, with the map
 * it started with (routes and nav come from it). A page the server rendered is hydrated with the server's language and data (no second request for it).
 */
export async function start(serverState: ServerRenderState | null, map: RemoteMap): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // The player's code loads from the first press of a button on, even one not hydrated yet.
  warmPlayerOnIntent();
  const store = makeStore();
  const app = createApp({ store, routes: siteRoutes(map) });
  // The page's strings load beside its remote (English ships with the code), then the strings
  // the remote registered as it ran.
  const languageFailed = (error: unknown) =>
    console.error('The page language could not be loaded', error);
  const [rendered] = await Promise.all([
    serverState && loadRenderedPages(serverState, map),
    (serverState ? loadLanguage(serverState.language) : pageLanguageReady()).catch(languageFailed),
  ]);
  if (serverState) await loadLanguage(serverState.language).catch(languageFailed);
  if (serverState && rendered) {
    // The page's remote was evaluated in this task; the server's data goes into the store in the
    // next, the rest of the state and hydration in the one after: three short tasks, not one long.
    await yieldToBrowser();
    store.dispatch(hydrateApi(serverState.api));
    await yieldToBrowser();
    const afterHydration = adoptServerLanguage(serverState.language, serverState.cookies?.language);
    store.dispatch(consentRestored(serverState.consent));
    store.dispatch(learningPairRestored(serverState.learningPair));
    // As the server rendered it: the e-mail in the footer, premium playback.
    restoreSession(store.dispatch, knownSession(store));
    // As a transition, React hydrates in slices that yield to the browser (no long task for the
    // whole frame); a click on a part not hydrated yet hydrates that part at once and is carried out.
    startTransition(() => {
      hydrateRoot(
        container,
        <RenderedRemotes.Provider value={rendered}>{app}</RenderedRemotes.Provider>,
      );
    });
    replayEarlyInteractions();
    afterHydration();
    // The cookie the server read and this origin's storage, made to agree (reconcileConsent).
    const consent = reconcileConsent(serverState.consent);
    if (consent !== serverState.consent) store.dispatch(consentRestored(consent));
    const learningPair = reconcileLearningPair(serverState.learningPair);
    if (learningPair !== serverState.learningPair) {
      store.dispatch(learningPairRestored(learningPair));
    }
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app);
  // The server's elements are gone: nothing done early is replayed, and nothing more is kept.
  stopEarlyInteractions();
}
