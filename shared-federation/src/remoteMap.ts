import { browserStorageKeys, readDataBlock } from '@btb/shared-contract';
import { parseRemoteMap, type RemoteMap } from '@btb/platform';

const lastMapKey = browserStorageKeys.remoteMap;

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
