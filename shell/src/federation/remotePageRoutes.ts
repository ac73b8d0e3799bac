import { remotePages, type RemoteModuleRef } from './remotePages';

/**
 * The routes whose page comes from a remote (SPEC section 2). The router builds them from this
 * table, and the start-up uses it to fetch the page's remote while the shell's own code arrives.
 * Each keeps its own key, so every remote page keeps its own state.
 */
export const remotePageRoutes = [
  { key: 'home', path: '/', page: remotePages.home },
  { key: 'search', path: '/search', page: remotePages.search },
  { key: 'song', path: '/song/:id', page: remotePages.song },
  { key: 'quiz', path: '/quiz', page: remotePages.quiz },
  { key: 'book', path: '/book-overview/:code', page: remotePages.bookOverview },
  { key: 'calculator', path: '/time-calculator', page: remotePages.timeCalculator },
] as const satisfies readonly { key: string; path: string; page: RemoteModuleRef }[];

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
