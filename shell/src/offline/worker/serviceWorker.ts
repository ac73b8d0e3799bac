import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, CacheOnly, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { savedCacheName } from '@btb/shared-player/offlineKeys';
import { networkThenSaved, quizCodeThenSaved } from './savedFallback';
import { workerCaches } from './cacheNames';
import { refreshReleases } from './refreshReleases';
import { routeOf, type SwRoute } from './swRoutes';
import type { WorkerScope } from './workerScope';

declare const self: WorkerScope;

const siteOrigin = self.location.origin;
/** The client-rendered page (no server render in it): what a page not kept opens as offline. */
const appShellUrl = '/index.html';

// The shell's own files (content-hashed chunks, the client page), kept by revision. Only their
// exact URLs: `/` is a server-rendered page, never the precached client page.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const ignoreVary = { ignoreVary: true };
type CachedRoute = Exclude<SwRoute, 'network' | 'apiRead' | 'quizCode'>;
const handlers: Record<CachedRoute, CacheFirst | NetworkFirst | CacheOnly> = {
  release: new CacheFirst({ cacheName: workerCaches.releases, matchOptions: ignoreVary }),
  page: new NetworkFirst({
    cacheName: workerCaches.pages,
    matchOptions: ignoreVary,
    plugins: [new ExpirationPlugin({ maxEntries: 40 })],
  }),
  fresh: new NetworkFirst({ cacheName: workerCaches.fresh, matchOptions: ignoreVary }),
  static: new StaleWhileRevalidate({ cacheName: workerCaches.static }),
  // A saved song plays from here alone, whatever the network does; the element's ranges are cut
  // from the whole file.
  savedAudio: new CacheOnly({
    cacheName: savedCacheName,
    matchOptions: { ignoreSearch: true, ignoreVary: true },
    plugins: [new RangeRequestsPlugin()],
  }),
};
for (const [route, handler] of Object.entries(handlers)) {
  registerRoute(({ request }) => routeOf(request, siteOrigin) === route, handler);
}
registerRoute(({ request }) => routeOf(request, siteOrigin) === 'apiRead', networkThenSaved);
registerRoute(
  ({ request }) => routeOf(request, siteOrigin) === 'quizCode',
  quizCodeThenSaved,
  'POST',
);

// A page neither the network nor the cache has: the app shell, which renders it in the browser
// from the releases kept here.
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate'
    ? ((await matchPrecache(appShellUrl)) ?? Response.error())
    : Response.error(),
);

let refreshing: Promise<void> | null = null;
let lastRefresh = 0;
const refreshEveryMs = 60_000;

/** Keeps the current releases, one refresh at a time, at most once a minute unless forced. */
function refresh(force = false): Promise<void> {
  if (refreshing) return refreshing;
  if (!force && Date.now() - lastRefresh < refreshEveryMs) return Promise.resolve();
  lastRefresh = Date.now();
  refreshing = refreshReleases(siteOrigin)
    .catch((error: unknown) => console.warn('[sw] the releases could not be refreshed:', error))
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

self.addEventListener('install', (event) => {
  event.waitUntil(refresh(true));
  // The new shell's files are in place: a page loaded from now on takes them. A page open now keeps
  // its own (every file has its own URL), so nothing is mixed.
  void self.skipWaiting();
});

// A promotion is seen by the next page: each page load (at most once a minute) refreshes the map.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'refresh-releases') event.waitUntil(refresh());
});
