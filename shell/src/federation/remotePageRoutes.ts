import { remoteApps } from '@btb/platform';
import type { RemoteModuleRef } from './remotePages';

export interface RemotePageRoute {
  key: string;
  path: string;
  page: RemoteModuleRef;
}

/**
 * The routes whose page comes from a remote (SPEC section 2), as each remote declares them in the
 * platform description. The router builds them from this table, and the start-up uses it to fetch
 * the page's remote while the shell's own code arrives. Each keeps its own key, so every remote page
 * keeps its own state.
 */
export const remotePageRoutes: RemotePageRoute[] = remoteApps.flatMap((remote) =>
  remote.routes.map(({ key, path, module }) => ({
    key,
    path,
    page: { remote: remote.name, module },
  })),
);

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** The remote page a URL path shows, matched as the router does (`:param` is any one segment). */
export function remotePageForPath(pathname: string): RemoteModuleRef | null {
  const parts = segments(pathname);
  const route = remotePageRoutes.find(({ path }) => {
    const pattern = segments(path);
    return (
      pattern.length === parts.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index])
    );
  });
  return route?.page ?? null;
}
