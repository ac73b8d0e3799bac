/**
 * A remote's federation name (`mf_search`), as the platform, the registry, the remote map and the
 * override cookie take it.
 */
export const remoteNamePattern = /^[a-z][a-z0-9_]{0,59}$/;

/** Where every release's files are served, on every origin (the registry, nginx, the worker). */
export const releasesPrefix = '/releases/';

/** The folder of one release's files: `/releases/mf_search/0.2.0-0123456789/`. */
export const releaseFolderPath = (remote: string, release: string): string =>
  `${releasesPrefix}${remote}/${release}/`;

const releaseFolderStart = new RegExp(
  `^${releasesPrefix}(${remoteNamePattern.source.slice(1, -1)})/([^/]+)/`,
);

/** `/releases/<remote>/<release>/` at the start of a path, or null. */
export function releaseFolderIn(pathname: string): string | null {
  return releaseFolderStart.exec(pathname)?.[0] ?? null;
}
