import { remoteApps } from './apps';
import { fillRoutePath } from './links';

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
