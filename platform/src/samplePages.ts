import { remoteApps } from './apps';

/**
 * Route parameters the seeded catalogue always has (its first song and book): what the e2e suites
 * and the bench fill `:id` and `:code` with.
 */
export const seededRouteParams: Readonly<Record<string, string>> = { id: '1', code: 'DE_EN' };

/** A remote's page at a path that can be visited: its parameters filled in. */
export interface SamplePage {
  path: string;
  /** The remote's folder (`mf-song`). */
  remote: string;
  /** Its federation name and exposed module (`mf_song`, `SongPage`). */
  name: string;
  module: string;
}

/** `path` with each `:param` replaced by its value in `params`; throws for a missing one. */
export function fillRoutePath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`No sample value for :${param} of ${path}`);
    return value;
  });
}

/**
 * Every route of every remote the platform describes, in its order, ready to visit: a remote or
 * route added to platform.json is visited by the suites and the bench without a list to update.
 */
export function remoteSamplePages(
  params: Readonly<Record<string, string>> = seededRouteParams,
): SamplePage[] {
  return remoteApps.flatMap((remote) =>
    remote.routes.map((route) => ({
      path: fillRoutePath(route.path, params),
      remote: remote.folder,
      name: remote.name,
      module: route.module,
    })),
  );
}
