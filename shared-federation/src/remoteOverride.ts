import { browserStorageKeys, overriddenRemotesCookie } from '@btb/shared-contract';
import type { RemoteMap } from '@btb/platform';

/**
 * Overrides for this browser only (like single-spa's import-map-overrides): remote name → the
 * manifest URL of a dev server, so a team runs its remote from `npm run dev -- mf-search` inside
 * the real shell, on the real API. The one place they are merged into the remote map.
 */
const storageKey = browserStorageKeys.remoteOverrides;

export interface RemoteOverride {
  remote: string;
  entry: string;
}

/** `http(s)://…/mf-manifest.json` only: an override can load code, so nothing else gets in. */
const manifestUrl = /^https?:\/\/[^/\s]+\/(?:[^\s]*\/)?mf-manifest\.json$/;

export function readOverrides(): RemoteOverride[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return [];
    return Object.entries(raw as Record<string, unknown>).flatMap(([remote, entry]) =>
      typeof entry === 'string' && manifestUrl.test(entry) ? [{ remote, entry }] : [],
    );
  } catch {
    return [];
  }
}

/** Tells the server renderer which remotes this browser overrides (names only; see the cookie). */
function mirrorCookie(overrides: RemoteOverride[]): void {
  document.cookie = overriddenRemotesCookie(overrides.map(({ remote }) => remote));
}

function write(overrides: RemoteOverride[]): void {
  const value = Object.fromEntries(overrides.map(({ remote, entry }) => [remote, entry]));
  if (overrides.length === 0) localStorage.removeItem(storageKey);
  else localStorage.setItem(storageKey, JSON.stringify(value));
  mirrorCookie(overrides);
}

export function addOverride(remote: string, entry: string): void {
  if (!manifestUrl.test(entry))
    throw new Error(`"${entry}" is not an http(s) mf-manifest.json URL.`);
  write([...readOverrides().filter((o) => o.remote !== remote), { remote, entry }]);
}

export function removeOverride(remote: string): void {
  write(readOverrides().filter((o) => o.remote !== remote));
}

/**
 * Overrides apply only where the site allows them: a development build of the shell, or a page the
 * server marked as opened with the deploy token. Never by the client's address. Only remotes the
 * map knows are overridden; the release's integrity does not apply to a dev server's entry.
 */
export function applyOverrides(
  map: RemoteMap,
  allowed: boolean,
): { map: RemoteMap; active: RemoteOverride[] } {
  if (!allowed) return { map, active: [] };
  const active = readOverrides().filter(({ remote }) => remote in map);
  const merged: RemoteMap = { ...map };
  for (const { remote, entry } of active) {
    const { routes, nav } = map[remote] ?? {};
    merged[remote] = { entry, ...(routes ? { routes } : {}), ...(nav ? { nav } : {}) };
  }
  return { map: merged, active };
}

let activeOverrides: RemoteOverride[] = [];

/** What the banner shows: the overrides this page started with. */
export const currentOverrides = (): RemoteOverride[] => activeOverrides;

/** Whether this page loads `remote` from a dev server. */
export const isOverridden = (remote: string): boolean =>
  activeOverrides.some((override) => override.remote === remote);

/** Whether the site lets this browser override (development mode, or the deploy token's cookie). */
async function accessGranted(): Promise<boolean> {
  if (process.env.NODE_ENV === 'development') return true;
  try {
    const response = await fetch('/override-access', { cache: 'no-store' });
    const body: unknown = response.ok ? await response.json() : null;
    return (body as { allowed?: unknown } | null)?.allowed === true;
  } catch {
    return false;
  }
}

/**
 * The map this page starts with. Only a browser that has overrides asks the site whether they are
 * allowed: every other visitor's start costs nothing. `cookieSent` is whether the page's request
 * carried the cookie naming overridden remotes, where the server said (a page's first
 * `document.cookie` read waits on the browser); else the cookie is read.
 */
export async function withOverrides(map: RemoteMap, cookieSent?: boolean): Promise<RemoteMap> {
  const stored = readOverrides();
  const allowed = stored.length > 0 && (await accessGranted());
  const result = applyOverrides(map, allowed);
  activeOverrides = result.active;
  // The server renderer leaves these remotes' pages to this browser from the next request on.
  const cookie = () =>
    cookieSent ?? document.cookie.includes(browserStorageKeys.remoteOverridesCookie);
  if (stored.length > 0 || cookie()) {
    mirrorCookie(result.active);
  }
  return result.map;
}
