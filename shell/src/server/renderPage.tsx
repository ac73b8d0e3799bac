import type { ComponentType } from 'react';
import { ServerStyleSheet } from 'styled-components';
import {
  browserStorageKeys,
  cookieValue,
  jsonForScript,
  type Language,
} from '@btb/shared-contract';
import { i18nForLanguage, languageFromCookie, loadLanguage } from '@btb/shared-i18n';
import { pageStringsElementId, pageStringsOf } from '@btb/shared-i18n/server';
import { matchRoutes } from '@btb/shared-router';
import {
  baseApi,
  learningPairFromCookie,
  learningPairRestored,
  makeStore,
  type PageMeta,
  type PagePrefetch,
} from '@btb/shared-store';
import { createApp, notFoundMeta } from '@btb/shared-ui';
import {
  isPrivatePage,
  matchRemotePage,
  parseRemoteMap,
  remotePageRoutesFor,
  type RemoteMap,
  type RemotePageMatch,
} from '@btb/platform';
import { keyOf, pageOf, RenderedRemotes } from '@btb/shared-federation';
import { consentFromCookie, consentRestored } from '@btb/shared-frame';
import { siteRoutes } from '../app/routes';
import '../shellNamespace';
import { prefetchSession } from './prefetchSession';
import { preloadHints } from './preloadHints';
import { requestLanguage } from './requestLanguage';
import {
  serverStateElementId,
  type RenderRequest,
  type RenderResult,
  type ServerRenderState,
} from '@btb/platform/renderContract';
import { loadServerPage } from '../federation/serverFederation';
import { releaseStoreWhenDone } from './releaseStoreWhenDone';
import { streamApp } from './streamApp';
import { withinBudget } from './withinBudget';
import { earlyInteractionsScript } from '../hydration/captureEarlyInteractions';
import { startAfterFirstPaintScript } from '../hydration/startAfterFirstPaint';
import { noindexTag } from './head/headTags';
import { pageHeadFor } from './head/pageHeadFor';
import { shellPageMetaFor } from './shellPageMetas';
import { songIdsShown } from './songIdsShown';

interface LoadedPage {
  key: string;
  Component: ComponentType<object>;
  status: number;
  /** The preload hints for its remote entry and page chunks. */
  hints: string;
  meta?: PageMeta;
  params: Record<string, string | undefined>;
}

/** A page module's `prefetch` or `meta` export, if it is a function. */
function exportOf<T>(module: unknown, name: 'prefetch' | 'meta'): T | undefined {
  const value = (module as Record<string, unknown>)[name];
  return typeof value === 'function' ? (value as T) : undefined;
}

/**
 * Loads the route's remote page through the federation runtime for Node and lets it fetch its data
 * into the request's store. Anything that fails or takes longer than the budget leaves that page
 * to the browser (the shell around it still renders here).
 */
async function loadRoutePage(
  request: RenderRequest,
  url: URL,
  context: {
    store: ReturnType<typeof makeStore>;
    language: Language;
    map: RemoteMap;
    match: RemotePageMatch | null;
  },
): Promise<LoadedPage | null> {
  const { match } = context;
  if (!match) return null;
  const { page } = match;
  const key = keyOf(page);
  const remote = context.map[page.remote];
  if (!remote) return null;
  const { entry, integrity } = remote;
  // Overridden in this browser: its code comes from a dev server the server does not load.
  if (request.browserOnlyRemotes?.includes(page.remote)) return null;
  try {
    return await withinBudget(request.remoteBudgetMs, `${key} on the server`, async () => {
      const { manifest, module } = await loadServerPage(page.remote, entry, key);
      const Component = pageOf(module, key);
      const status =
        (await exportOf<PagePrefetch>(
          module,
          'prefetch',
        )?.({
          store: context.store,
          params: match.params,
          searchParams: url.searchParams,
          language: context.language,
        })) ?? 200;
      await Promise.all(context.store.dispatch(baseApi.util.getRunningQueriesThunk()));
      return {
        key,
        Component,
        status,
        hints: preloadHints(page.module, entry, manifest, integrity),
        meta: exportOf<PageMeta>(module, 'meta'),
        params: match.params,
      };
    });
  } catch (error) {
    console.warn(`[render] ${key} is left to the browser:`, error);
    return null;
  }
}

/** A data block the browser reads at start (`readDataBlock`). */
const dataBlock = (id: string, value: unknown, nonce: string) =>
  `<script type="application/json" id="${id}" nonce="${nonce}">${jsonForScript(value)}</script>`;

/**
 * One page request: the route's data first (it decides the status: an unknown song is a 404), then
 * the page streams from the moment its shell is rendered.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://site.invalid');
  const language = requestLanguage(request);
  const store = makeStore(undefined, {
    origin: request.apiOrigin,
    headers: {
      ...(request.cookie ? { cookie: request.cookie } : {}),
      'accept-language': language,
    },
    ...(request.fetch ? { fetch: request.fetch } : {}),
  });
  const consent = consentFromCookie(request.cookie);
  store.dispatch(consentRestored(consent));
  const learningPair = learningPairFromCookie(request.cookie);
  store.dispatch(learningPairRestored(learningPair));
  const map = parseRemoteMap(request.remotes);
  const routes = siteRoutes(map);
  const match = matchRemotePage(url.pathname, remotePageRoutesFor(map));
  const [page] = await Promise.all([
    loadRoutePage(request, url, { store, language, map, match }),
    prefetchSession(store, { cookie: request.cookie, budgetMs: request.remoteBudgetMs }),
  ]);
  // The request's language, once the page's remote has registered its strings (every one is
  // loaded once per process; should they fail to load, the page is still rendered, in English
  // where they are missing).
  const stringsLoaded = await loadLanguage(language).then(
    () => true,
    (error: unknown) => {
      console.warn(`[render] the ${language} strings of the page could not be loaded:`, error);
      return false;
    },
  );
  const unknownRoute = matchRoutes(routes, url.pathname)?.some(({ route }) => route.path === '*');
  const status = unknownRoute ? 404 : (page?.status ?? 200);
  const i18nInstance = i18nForLanguage(language);
  const privatePage = isPrivatePage(url.pathname, match);
  const pageHead = pageHeadFor({
    meta: unknownRoute ? notFoundMeta : (shellPageMetaFor(url.pathname) ?? page?.meta),
    params: page?.params ?? {},
    state: store.getState(),
    status,
    language,
    url,
    origin: request.siteOrigin ?? url.origin,
    nonce: request.nonce,
    i18n: i18nInstance,
    privatePage,
  });

  const rendered = new Map(page ? [[page.key, page.Component]] : []);
  const { body, styles } = await streamApp(
    <RenderedRemotes.Provider value={rendered}>
      {createApp({
        store,
        routes,
        location: url.pathname + url.search,
        i18nInstance,
      })}
    </RenderedRemotes.Provider>,
    new ServerStyleSheet(),
    request.nonce,
  );
  releaseStoreWhenDone(body, store);
  // The data was fetched before rendering (RTK Query's hooks do not fetch on the server).
  const state: ServerRenderState = {
    language,
    consent,
    learningPair,
    api: store.getState().api,
    remotes: [...rendered.keys()],
    cookies: {
      language: languageFromCookie(request.cookie) !== null,
      remoteOverrides:
        cookieValue(request.cookie, browserStorageKeys.remoteOverridesCookie) !== null,
    },
  };
  // The strings the shell's render used, in a language other than English: the browser hydrates
  // without fetching them first.
  const strings = pageStringsOf(i18nInstance, language);
  const head =
    earlyInteractionsScript(request.nonce) +
    startAfterFirstPaintScript(request.nonce) +
    (strings ? dataBlock(pageStringsElementId, strings, request.nonce) : '') +
    (page?.hints ?? '') +
    dataBlock(serverStateElementId, state, request.nonce) +
    // A private page left to the browser has no head of its own: it stays out of indexes too.
    (privatePage && !pageHead ? noindexTag : '') +
    styles;
  return {
    status,
    language,
    head,
    pageHead,
    body,
    renderedRemotes: state.remotes,
    whole: stringsLoaded && (match === null || page !== null),
    songIds: songIdsShown(state.api),
  };
}
