import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** What the server reads of a remote's `mf-manifest.json` besides what the runtime does. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

interface KnownRemote {
  entry: string;
  text: string;
  manifest: RemoteManifest;
}

/** A remote host that does not answer must not hold a render (or the start) for long. */
const manifestTimeoutMs = 2000;

const known = new Map<string, KnownRemote>();

async function fetchManifest(url: string): Promise<string> {
  const response = await fetch(url, {
    cache: 'no-cache',
    signal: AbortSignal.timeout(manifestTimeoutMs),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * Keeps the server's federation runtime on the release of a remote the browser will load: its
 * manifest is read on each render of its page (served `no-cache`, as to the browser), and a changed
 * one (a redeploy) is parsed and registered again with `force`, which drops the old container. So
 * the HTML and the hydrated page come from one release, with no restart. (Not `revalidate()`: it
 * clears every remote and the share scope.)
 */
export async function followRemote(name: string, entry: string): Promise<RemoteManifest> {
  const text = await fetchManifest(entry);
  const current = known.get(name);
  if (current && current.entry === entry && current.text === text) return current.manifest;
  const manifest = JSON.parse(text) as RemoteManifest;
  known.set(name, { entry, text, manifest });
  registerRemotes([{ name, entry }], { force: Boolean(current) });
  return manifest;
}

export async function loadServerModule(id: string): Promise<unknown> {
  const module = await loadRemote<unknown>(id);
  if (module == null) throw new Error(`${id} could not be loaded`);
  return module;
}
