import type { RemoteMap } from '@btb/platform';
import type { RemoteOverride } from './remoteOverride';

/**
 * The page records which release of each remote it runs on `<html>`
 * (`data-release-mf-search="0.2.0-3f9a2c1d7e"`), so QA can say exactly what they tested. Written
 * once when the federation runtime starts, from the map the page loads its remotes from; client
 * navigations keep the page (and its map), so they keep the record too. A remote loaded from an
 * override records `override <manifest URL>`.
 */
const prefix = 'data-release-';

const attributeOf = (remote: string) => `${prefix}${remote.replace(/_/g, '-')}`;

export function recordReleases(
  map: RemoteMap,
  overrides: readonly RemoteOverride[],
  root: HTMLElement = document.documentElement,
): void {
  for (const attribute of root.getAttributeNames()) {
    if (attribute.startsWith(prefix)) root.removeAttribute(attribute);
  }
  for (const [name, { release, entry }] of Object.entries(map)) {
    const overridden = overrides.some((override) => override.remote === name);
    const value = overridden ? `override ${entry}` : release;
    if (value) root.setAttribute(attributeOf(name), value);
  }
}

/** What the page records: remote (`mf_search`) → the release it runs. */
export function readPageReleases(root: HTMLElement = document.documentElement) {
  const releases: Record<string, string> = {};
  for (const attribute of root.getAttributeNames()) {
    if (!attribute.startsWith(prefix)) continue;
    releases[attribute.slice(prefix.length).replace(/-/g, '_')] =
      root.getAttribute(attribute) ?? '';
  }
  return releases;
}
