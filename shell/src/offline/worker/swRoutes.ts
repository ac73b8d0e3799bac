import { isSavedAudioPath } from '@btb/shared-player/offlineKeys';
import { releaseFolderIn } from '@btb/shared-contract';

/**
 * How the service worker answers each request, decided from the request alone (no I/O), so the
 * rules are tested without a worker. The page's own code and the releases' files never change under
 * their URLs; everything that names them (pages, remote maps, manifests outside a release) is read
 * from the network first, so a promoted release is seen on the next navigation.
 */
export type SwRoute =
  /** A file of one release (`/releases/<remote>/<release>/…`, any origin): cache first. */
  | 'release'
  /** A page of the site: network first, then the cached page, then the app shell. */
  | 'page'
  /** What names releases or changes in place (remote maps, manifests, the worker): network first. */
  | 'fresh'
  /** A small file of the site that rarely changes (icons, the web app manifest). */
  | 'static'
  /** A saved song's audio under its stable key: from the saved cache, ranges answered there. */
  | 'savedAudio'
  /** An API read: the network, then what was saved for offline under its URL. */
  | 'apiRead'
  /** `POST /api/quiz/validate-code`: the network, then a saved lesson's answer for its code. */
  | 'quizCode'
  /** Left to the browser: streams, other writes, other origins' files. */
  | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  /** `Request.mode`: `navigate` for a page load. */
  mode: string;
}

const quizCodePath = '/api/quiz/validate-code';
const freshPaths = new Set(['/remotes.json', '/standalone.json', '/sw.js']);
const staticPaths = /^\/(manifest\.webmanifest|icons\/[a-z0-9-]+\.png|favicon\.[a-z]+)$/;

/** `/releases/<remote>/<release>/` of a release file's URL, or null. */
export function releaseFolderOf(url: string): string | null {
  return releaseFolderIn(new URL(url).pathname);
}

/** `siteOrigin`: the worker's own origin (the shell's). */
export function routeOf(request: RequestFacts, siteOrigin: string): SwRoute {
  const url = new URL(request.url);
  if (request.method === 'POST' && url.origin === siteOrigin && url.pathname === quizCodePath)
    return 'quizCode';
  if (request.method !== 'GET') return 'network';
  // A release's files are the same on every origin that serves them (the shell's or the remote's).
  if (releaseFolderIn(url.pathname)) return 'release';
  if (url.origin !== siteOrigin) return 'network';
  if (isSavedAudioPath(url.pathname)) return 'savedAudio';
  // Streams stay the browser's own (ranges, no detour); other reads fall back to what was saved.
  if (url.pathname.startsWith('/api/media/')) return 'network';
  if (url.pathname.startsWith('/api/')) return 'apiRead';
  if (request.mode === 'navigate') return 'page';
  if (freshPaths.has(url.pathname) || url.pathname.endsWith('mf-manifest.json')) return 'fresh';
  if (staticPaths.test(url.pathname)) return 'static';
  return 'network';
}
