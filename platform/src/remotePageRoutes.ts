import { remoteApps } from './apps';
import type { NavDescription, RouteDescription } from './pages';
import type { RemoteMap } from './remoteMap';
import { shellPagePaths, shellPrivatePaths } from './shellPages';

/** A module a remote exposes (`mf_song` / `SongPage`). */
export interface RemoteModuleRef {
  remote: string;
  module: string;
}

export interface RemotePageRoute {
  key: string;
  path: string;
  page: RemoteModuleRef;
  /** A page of one learner: never indexed (see RouteDescription). */
  private?: boolean;
}

/** A link of the shell's navigation bar, as a remote's map entry declares it. */
export interface NavLinkItem extends NavDescription {
  remote: string;
}

/** The remote page a URL shows, with the values of its `:params`. */
export interface RemotePageMatch {
  page: RemoteModuleRef;
  params: Record<string, string>;
  /** The page is one learner's: never indexed. */
  private: boolean;
}

const segments = (path: string) => path.split('/').filter(Boolean);
const normalized = (path: string) => `/${segments(path.toLowerCase()).join('/')}`;

/**
 * What the run-time remote map says each remote serves, with the platform description as the
 * default for the built-in remotes (an entry without routes, a map without the remote at all: the
 * remote's SPEC paths stay and show its fallback). A built-in remote always keeps its SPEC paths;
 * an entry may add routes under keys of its own (a new remote brings all of its own).
 */
function declaredPages(map: RemoteMap) {
  const names = [
    ...remoteApps.map((remote) => remote.name),
    ...Object.keys(map)
      .filter((name) => !remoteApps.some((remote) => remote.name === name))
      .sort(),
  ];
  return names.map((name) => {
    const builtIn = remoteApps.find((remote) => remote.name === name);
    const entry = map[name];
    const builtInRoutes = builtIn?.routes ?? [];
    const added = (entry?.routes ?? []).filter(
      ({ key }) => !builtInRoutes.some((route) => route.key === key),
    );
    const routes: RouteDescription[] = [...builtInRoutes, ...added];
    return { name, routes, nav: entry?.nav ?? builtIn?.nav };
  });
}

/**
 * The routes whose page comes from a remote (SPEC section 2 for the built-in ones), built from the
 * remote map, so a remote registered in the registry brings its routes with no shell rebuild. A
 * path is served by the first remote that claims it (built-in remotes first, then by name); a shell
 * page's path or a second claim is skipped (logged), never a crash. Each route keeps its own key,
 * so every remote page keeps its own state.
 */
export function remotePageRoutesFor(map: RemoteMap): RemotePageRoute[] {
  const taken = new Set<string>(Object.values(shellPagePaths));
  const result: RemotePageRoute[] = [];
  for (const { name, routes } of declaredPages(map)) {
    for (const { key, path, module, private: own } of routes) {
      const claimed = normalized(path);
      if (taken.has(claimed)) {
        console.warn(`[routes] ${name} cannot take ${path}: it is served already.`);
        continue;
      }
      taken.add(claimed);
      const page = { remote: name, module };
      result.push({ key: `${name}:${key}`, path, page, ...(own ? { private: own } : {}) });
    }
  }
  return result;
}

/**
 * The nav links the map declares (built-in defaults as above), in their order. One per path: of two
 * links to one path the built-in remote's (else the first by name) is kept.
 */
export function navLinksFor(map: RemoteMap): NavLinkItem[] {
  const seen = new Set<string>();
  return declaredPages(map)
    .flatMap(({ name, nav = [] }) => nav.map((link) => ({ ...link, remote: name })))
    .filter(({ path }) => {
      if (seen.has(normalized(path))) return false;
      seen.add(normalized(path));
      return true;
    })
    .sort((a, b) => a.order - b.order);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `pattern`'s params from `parts`, or null when the path does not fit it (case-insensitive). */
function paramsOf(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const part = parts[index] as string;
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return params;
}

/**
 * The remote page a URL path shows, in the browser and on the server alike, matched as the router
 * does: `:param` is any one segment, case does not matter, and of two matches the one with more
 * fixed segments wins (`/song/new` before `/song/:id`).
 */
export function matchRemotePage(
  pathname: string,
  pageRoutes: RemotePageRoute[],
): RemotePageMatch | null {
  const parts = segments(pathname);
  let best: (RemotePageMatch & { fixed: number }) | null = null;
  for (const { path, page, private: own = false } of pageRoutes) {
    const pattern = segments(path);
    const params = paramsOf(pattern, parts);
    const fixed = pattern.filter((segment) => !segment.startsWith(':')).length;
    if (params && (!best || fixed > best.fixed)) best = { page, params, private: own, fixed };
  }
  return best && { page: best.page, params: best.params, private: best.private };
}

/**
 * The path prefixes no search engine needs (robots.txt matches by prefix): the shell's private
 * pages and each private route of the map, a route with `:params` as the folder before its first
 * one (`/notes/:id` → `/notes/`). A route that starts with a param has no prefix of its own to
 * give (it would shut out the whole site): its pages say `noindex` only.
 */
export function privatePagePaths(map: RemoteMap): string[] {
  const remotePaths = remotePageRoutesFor(map)
    .filter((route) => route.private)
    .map(({ path }) => (path.includes('/:') ? `${path.split('/:')[0]}/` : path))
    .filter((prefix) => prefix !== '/');
  return [...new Set([...shellPrivatePaths, ...remotePaths])];
}

/**
 * Whether the path shows a page of one learner or one link (never indexed): a private shell page,
 * or the remote page it matched (`matchRemotePage`) is a private route.
 */
export function isPrivatePage(pathname: string, match: RemotePageMatch | null): boolean {
  return shellPrivatePaths.includes(normalized(pathname)) || (match?.private ?? false);
}
