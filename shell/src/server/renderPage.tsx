import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { i18nForLanguage, loadLanguage } from '@btb/shared-i18n';
import { matchRoutes } from '@btb/shared-router';
import {
  baseApi,
  learningPairFromCookie,
  learningPairRestored,
  makeStore,
  type PagePrefetch,
} from '@btb/shared-store';
import { createApp } from '@btb/shared-ui';
import { siteRoutes } from '../app/routes';
import { consentRestored } from '../consent/consentSlice';
import { consentFromCookie } from '../consent/consentStorage';
import { RenderedRemotes } from '../federation/RenderedRemotes';
import { parseRemoteMap, type RemoteMap } from '../federation/remoteMap';
import { remotePageRoutesFor } from '../federation/remotePageRoutes';
import { keyOf } from '../federation/remotePages';
import '../shellNamespace';
import { prefetchSession } from './prefetchSession';
import { preloadHints } from './preloadHints';
import { requestLanguage } from './requestLanguage';
import {
  serverStateElementId,
  type RenderRequest,
  type RenderResult,
  type ServerRenderState,
} from './renderContract';
import { pageOf } from '../federation/pageOf';
import { loadServerPage } from '../federation/serverFederation';
import { withinBudget } from './withinBudget';
import { earlyClicksScript } from '../hydration/earlyClicks';

interface LoadedPage {
  key: string;
  Component: ComponentType<object>;
  status: number;
  /** The preload hints for its remote entry and page chunks. */
  hints: string;
}

function prefetchOf(module: unknown): PagePrefetch | undefined {
  const prefetch = (module as { prefetch?: unknown }).prefetch;
  return typeof prefetch === 'function' ? (prefetch as PagePrefetch) : undefined;
}

/**
 * The remote map as the browser gets it for this request (entry, integrity, routes, nav), checked
 * the same way: the page's routes and nav are built from it, so HTML and hydration agree.
 */
function mapOf(
  remoteMap: Record<string, string>,
  request: Pick<RenderRequest, 'remoteIntegrity' | 'remotePages'>,
): RemoteMap {
  return parseRemoteMap(
    Object.fromEntries(
      Object.entries(remoteMap).map(([name, entry]) => [
        name,
        {
          entry,
          integrity: request.remoteIntegrity?.[name],
          ...request.remotePages?.[name],
        },
      ]),
    ),
  );
}

/**
 * Loads the route's remote page through the federation runtime for Node and lets it fetch its data
 * into the request's store. Anything that fails or takes longer than the budget leaves that page
 * to the browser (the shell around it still renders here).
 */
async function loadRoutePage(
  request: RenderRequest,
  url: URL,
  context: { store: ReturnType<typeof makeStore>; language: 'en' | 'de'; map: RemoteMap },
): Promise<LoadedPage | null> {
  const matches = matchRoutes(
    remotePageRoutesFor(context.map).map(({ path, page }) => ({ path, page })),
    url.pathname,
  );
  const match = matches?.[matches.length - 1];
  if (!match) return null;
  const { page } = match.route;
  const key = keyOf(page);
  const entry = context.map[page.remote]?.entry;
  if (!entry) return null;
  // Overridden in this browser: its code comes from a dev server the server does not load.
  if (request.browserOnlyRemotes?.includes(page.remote)) return null;
  try {
    return await withinBudget(request.remoteBudgetMs, `${key} on the server`, async () => {
      const { manifest, module } = await loadServerPage(page.remote, entry, key);
      const Component = pageOf(module, key);
      const status =
        (await prefetchOf(module)?.({
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
        hints: preloadHints(page.module, entry, manifest, request.remoteIntegrity?.[page.remote]),
      };
    });
  } catch (error) {
    console.warn(`[render] ${key} is left to the browser:`, error);
    return null;
  }
}

/**
 * How long the parts of a page that finish after the shell (Suspense) may take on the server;
 * after that React stops and leaves them to the browser, so a response always ends.
 */
const streamBudgetMs = 5_000;

/**
 * Starts React's streaming render of the tree and resolves once the shell is ready (the route's
 * data is already in the store, so that is the whole page but for late Suspense parts). The stream
 * carries styled-components' styles just before the markup that needs them; inline scripts carry
 * the nonce.
 */
function streamApp(
  tree: React.ReactElement,
  sheet: ServerStyleSheet,
  nonce: string,
): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stream = renderToPipeableStream(sheet.collectStyles(tree), {
      nonce,
      // React sends a finished Suspense part bigger than this after the rest, put in place by a
      // script; a reader without JavaScript would not see it. Finished parts stay where they are.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady: () => {
        const body = sheet.interleaveWithNodeStream(stream);
        timer = setTimeout(() => stream.abort(new Error('the page took too long')), streamBudgetMs);
        body.on('end', () => clearTimeout(timer)).on('error', () => clearTimeout(timer));
        resolve(body);
      },
      onShellError: (error) => {
        sheet.seal();
        reject(error);
      },
      onError: (error) => {
        console.warn('[render] a part of the page is left to the browser:', error);
      },
    });
  });
}

/** JSON in a data block (never run as script): only `</script>` could end it early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
  });
  const consent = consentFromCookie(request.cookie);
  store.dispatch(consentRestored(consent));
  const learningPair = learningPairFromCookie(request.cookie);
  store.dispatch(learningPairRestored(learningPair));
  const map = mapOf(request.remoteMap, request);
  const routes = siteRoutes(map);
  const [page] = await Promise.all([
    loadRoutePage(request, url, { store, language, map }),
    loadLanguage(language),
    prefetchSession(store, { cookie: request.cookie, budgetMs: request.remoteBudgetMs }),
  ]);
  const unknownRoute = matchRoutes(routes, url.pathname)?.some(({ route }) => route.path === '*');
  const status = unknownRoute ? 404 : (page?.status ?? 200);

  const rendered = new Map(page ? [[page.key, page.Component]] : []);
  const body = await streamApp(
    <RenderedRemotes.Provider value={rendered}>
      {createApp({
        store,
        routes,
        location: url.pathname + url.search,
        i18nInstance: i18nForLanguage(language),
      })}
    </RenderedRemotes.Provider>,
    new ServerStyleSheet(),
    request.nonce,
  );
  // The data was fetched before rendering (RTK Query's hooks do not fetch on the server).
  const state: ServerRenderState = {
    language,
    consent,
    learningPair,
    api: store.getState().api,
    remotes: [...rendered.keys()],
  };
  const head =
    earlyClicksScript(request.nonce) +
    (page?.hints ?? '') +
    `<script type="application/json" id="${serverStateElementId}" nonce="${request.nonce}">` +
    `${jsonForScript(state)}</script>`;
  return { status, language, head, body, renderedRemotes: state.remotes };
}

/** A remote that does not load in this time at start is left to the first request (no hang). */
const warmUpBudgetMs = 10_000;

/**
 * Loads every remote page once (at start), so the first learners do not wait for the server's
 * first load of a remote (which would exceed the budget and leave their page to the browser).
 */
export async function warmUp(
  remoteMap: Record<string, string>,
  remotePages?: RenderRequest['remotePages'],
): Promise<void> {
  const map = mapOf(remoteMap, { remotePages });
  await Promise.all(
    remotePageRoutesFor(map).map(async ({ page }) => {
      const entry = map[page.remote]?.entry;
      if (!entry) return;
      try {
        await withinBudget(warmUpBudgetMs, `${keyOf(page)} at start`, async () => {
          await loadServerPage(page.remote, entry, keyOf(page));
        });
      } catch (error) {
        console.warn(`[render] ${keyOf(page)} is not ready on the server yet:`, error);
      }
    }),
  );
}
