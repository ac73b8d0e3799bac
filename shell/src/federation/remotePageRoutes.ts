import { remoteApps, type NavDescription, type RouteDescription } from '@btb/platform';
import type { RemoteMap, RemoteModuleRef } from '@btb/shared-frame';
import { shellPagePaths } from '../app/shellPagePaths';

export interface RemotePageRoute {
  key: string;
  path: string;
  page: RemoteModuleRef;
}

/** A link of the shell's navigation bar, as a remote's map entry declares it. */
export interface NavLinkItem extends NavDescription {
  remote: string;
}

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);
const normalized = (path: string) => `/${segments(path).join('/')}`;

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
 * remote map at start, so a remote registered in the registry brings its routes with no shell
 * rebuild. A path is served by the first remote that claims it (built-in remotes first, then by
 * name); a shell page's path or a second claim is skipped (logged), never a crash. Each route
 * keeps its own key, so every remote page keeps its own state.
 */
export function remotePageRoutesFor(map: RemoteMap): RemotePageRoute[] {
  const taken = new Set<string>(Object.values(shellPagePaths));
  const result: RemotePageRoute[] = [];
  for (const { name, routes } of declaredPages(map)) {
    for (const { key, path, module } of routes) {
      const claimed = normalized(path);
      if (taken.has(claimed)) {
        console.warn(`[routes] ${name} cannot take ${path}: it is served already.`);
        continue;
      }
      taken.add(claimed);
      result.push({ key: `${name}:${key}`, path, page: { remote: name, module } });
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

/**
 * The remote page a URL path shows, matched as the router does: `:param` is any one segment, and
 * of two matches the one with more fixed segments wins (`/song/new` before `/song/:id`).
 */
export function remotePageForPath(
  pathname: string,
  pageRoutes: RemotePageRoute[],
): RemoteModuleRef | null {
  const parts = segments(pathname);
  const fixed = (path: string) => segments(path).filter((part) => !part.startsWith(':')).length;
  const matching = pageRoutes.filter(({ path }) => {
    const pattern = segments(path);
    return (
      pattern.length === parts.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index])
    );
  });
  matching.sort((a, b) => fixed(b.path) - fixed(a.path));
  return matching[0]?.page ?? null;
}
