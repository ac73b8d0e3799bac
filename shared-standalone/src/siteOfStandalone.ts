import { parseRemoteMap, type RemoteMap } from '@btb/platform';

/** What the standalone page learns from its origin's `/standalone.json` (see site-server). */
export interface StandaloneSite {
  /** The full site, where links to other pages go; null when unknown (they show the 404). */
  siteOrigin: string | null;
  /** The remote map, without the remote this page is: other remotes' parts load from it. */
  remotes: RemoteMap;
}

function httpOrigin(value: unknown, ownOrigin: string): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // Its own origin would send a link back here, over and over.
    return url.origin === ownOrigin ? null : url.origin;
  } catch {
    return null;
  }
}

export function parseStandaloneSite(
  value: unknown,
  self: string,
  ownOrigin: string,
): StandaloneSite {
  const body = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const others = Object.entries(parseRemoteMap(body.remotes)).filter(([name]) => name !== self);
  return {
    siteOrigin: httpOrigin(body.siteOrigin, ownOrigin),
    remotes: Object.fromEntries(others) as RemoteMap,
  };
}

/** A missing or broken answer leaves the page on its own: links elsewhere show the 404. */
export async function fetchStandaloneSite(self: string): Promise<StandaloneSite> {
  try {
    const response = await fetch('/standalone.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return parseStandaloneSite(await response.json(), self, window.location.origin);
  } catch (error) {
    console.error('Could not read /standalone.json; links to other pages stay here', error);
    return { siteOrigin: null, remotes: {} };
  }
}
