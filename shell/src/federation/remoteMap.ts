import { readDataBlock } from '../page/readDataBlock';
import { remoteNames, type RemoteName } from './remotePages';

/** Remote name → URL of its `mf-manifest.json`, as served by whoever deploys the shell. */
export type RemoteMap = Record<RemoteName, string>;

export function parseRemoteMap(value: unknown): RemoteMap {
  const map: RemoteMap = {};
  if (!value || typeof value !== 'object') return map;
  for (const name of remoteNames) {
    const entry = (value as Record<string, unknown>)[name];
    if (typeof entry === 'string' && /^(https?:\/\/|\/)/.test(entry)) map[name] = entry;
  }
  return map;
}

/** The map the server put into the page, if any (saves a request before the first remote). */
function inlineRemoteMap(): RemoteMap | null {
  const value = readDataBlock('btb-remote-map');
  return value === undefined ? null : parseRemoteMap(value);
}

/** A missing or broken map leaves every remote unregistered: their routes show the fallback. */
export async function fetchRemoteMap(): Promise<RemoteMap> {
  const inline = inlineRemoteMap();
  if (inline) return inline;
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return parseRemoteMap(await response.json());
  } catch (error) {
    console.error('Could not read the remote map', error);
    return {};
  }
}
