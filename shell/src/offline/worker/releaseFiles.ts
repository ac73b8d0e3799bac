import { parseRemoteMap } from '@btb/platform/remoteMap';

/**
 * The files of one remote release the page may load, read from its `mf-manifest.json`: the remote
 * entry and every exposed module's chunks (js and css, sync and async). The shared packages'
 * fallback copies are left out: the shell provides every singleton. URLs are absolute, resolved
 * against the manifest's folder (the releases are built with `publicPath: 'auto'`).
 */
export function releaseFiles(manifestUrl: string, manifest: unknown): string[] {
  const base = new URL('./', manifestUrl);
  const files = new Set<string>([manifestUrl]);
  const add = (file: unknown) => {
    if (typeof file !== 'string' || file === '') return;
    const url = new URL(file, base);
    // Only the release's own files: nothing of another origin or another release.
    if (url.href.startsWith(base.href)) files.add(url.href);
  };
  const entry = record(record(manifest).metaData).remoteEntry;
  const { name, path } = record(entry);
  if (typeof name === 'string') add(`${typeof path === 'string' ? path : ''}${name}`);
  const exposes = record(manifest).exposes;
  for (const exposed of Array.isArray(exposes) ? exposes : []) {
    const assets = record(record(exposed).assets);
    for (const kind of [assets.js, assets.css]) {
      for (const list of [record(kind).sync, record(kind).async]) {
        if (Array.isArray(list)) list.forEach(add);
      }
    }
  }
  return [...files];
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The release manifests a remote map names (absolute URLs; relative entries are the site's). A map
 * read from the network may hold anything: it is read as every page reads it (`parseRemoteMap`),
 * and entries that are not release manifests are skipped.
 */
export function releaseManifests(map: unknown, siteOrigin: string): string[] {
  return Object.values(parseRemoteMap(map)).flatMap(({ entry }) => {
    const url = new URL(entry, siteOrigin);
    return /^\/releases\/[^/]+\/[^/]+\/mf-manifest\.json$/.test(url.pathname) ? [url.href] : [];
  });
}
