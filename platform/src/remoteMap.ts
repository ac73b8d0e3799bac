import { readNavLinks } from './navLinks';
import type { NavDescription, RouteDescription } from './pages';
import { readRoutes } from './routes';
import { remoteNamePattern } from '@btb/shared-contract';

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

/**
 * Remote name → the release of it a page loads: what `/remotes.json` serves, the page inlines, the
 * server renderer takes and the browser keeps.
 */
export type RemoteMap = Record<string, RemoteMapEntry>;

const urlPattern = /^(https?:\/\/|\/)/;

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
  if (Array.isArray(raw.routes)) entry.routes = readRoutes(raw.routes).routes;
  const { links } = readNavLinks(raw.nav);
  if (links.length > 0) entry.nav = links;
  return entry;
}

/**
 * A remote map from anywhere (the registry's answer, the page, storage): remotes with a valid name
 * and an http(s) or same-origin manifest URL, each keeping the routes and nav links that hold.
 * Anything else is left out, never thrown.
 */
export function parseRemoteMap(value: unknown): RemoteMap {
  const map: RemoteMap = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return map;
  for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
    const entry = remoteNamePattern.test(name) ? parseEntry(raw) : null;
    if (entry) map[name] = entry;
  }
  return map;
}
