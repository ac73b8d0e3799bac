import { browserStorageKeys } from '@btb/shared-contract';
import {
  readNavLinks,
  routePathPattern,
  type NavDescription,
  type RouteDescription,
} from '@btb/platform';
import { readDataBlock } from '../page/readDataBlock';
import type { RemoteName } from './remotePages';

/** One remote as the registry resolved it for this browser (a bare URL in development). */
export interface RemoteMapEntry {
  /** URL of the release's `mf-manifest.json`. */
  entry: string;
  /** The release this page runs (`0.2.0-3f9a2c1d7e`), recorded on the page for QA. */
  release?: string;
  /** SRI of the release's `remoteEntry.js`. */
  integrity?: string;
  routes?: RouteDescription[];
  nav?: NavDescription[];
}

/** Remote name → the release of it this page loads. */
export type RemoteMap = Record<RemoteName, RemoteMapEntry>;

const remoteNamePattern = /^[a-z][a-z0-9_]{0,59}$/;
const urlPattern = /^(https?:\/\/|\/)/;
const lastMapKey = browserStorageKeys.remoteMap;

function parseEntry(value: unknown): RemoteMapEntry | null {
  if (typeof value === 'string') return urlPattern.test(value) ? { entry: value } : null;
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.entry !== 'string' || !urlPattern.test(raw.entry)) return null;
  const entry: RemoteMapEntry = { entry: raw.entry };
  if (typeof raw.release === 'string') entry.release = raw.release;
  if (typeof raw.integrity === 'string' && /^sha(256|384|512)-/.test(raw.integrity)) {
    entry.integrity = raw.integrity;
  }
  if (Array.isArray(raw.routes)) {
    entry.routes = raw.routes.filter(
      (route): route is RouteDescription =>
        typeof route?.key === 'string' &&
        typeof route?.path === 'string' &&
        routePathPattern.test(route.path) &&
        typeof route?.module === 'string',
    );
  }
  const { links } = readNavLinks(raw.nav);
  if (links.length > 0) entry.nav = links;
  return entry;
}

export function parseRemoteMap(value: unknown): RemoteMap {
  const map: RemoteMap = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return map;
  for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
    const entry = remoteNamePattern.test(name) ? parseEntry(raw) : null;
    if (entry) map[name] = entry;
  }
  return map;
}

/** The map the server put into the page, if any (saves a request before the first remote). */
function inlineRemoteMap(): RemoteMap | null {
  const value = readDataBlock('btb-remote-map');
  return value === undefined ? null : parseRemoteMap(value);
}

function keepMap(map: RemoteMap): void {
  try {
    if (Object.keys(map).length > 0) localStorage.setItem(lastMapKey, JSON.stringify(map));
  } catch {
    // Storage full or off: the next visit just has no map to fall back on.
  }
}

function lastKeptMap(): RemoteMap {
  try {
    return parseRemoteMap(JSON.parse(localStorage.getItem(lastMapKey) ?? 'null'));
  } catch {
    return {};
  }
}

/**
 * The map the server inlined, else `/remotes.json`; the browser keeps the last one it got, and
 * uses that, silently, when neither is there (the registry unreachable). With none at all every
 * remote is unregistered: their routes show the fallback.
 */
export async function fetchRemoteMap(): Promise<RemoteMap> {
  const inline = inlineRemoteMap();
  if (inline) {
    keepMap(inline);
    return inline;
  }
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const map = parseRemoteMap(await response.json());
    keepMap(map);
    return map;
  } catch (error) {
    console.warn('Could not read the remote map; using the last one this browser got', error);
    return lastKeptMap();
  }
}
