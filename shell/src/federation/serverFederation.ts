import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

interface KnownRemote {
  entry: string;
  manifest: string;
}

const known = new Map<string, KnownRemote>();

async function fetchManifest(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * Keeps the server's federation runtime on the release of a remote the browser will load: its
 * manifest is read on each render of its page (served `no-cache`, as to the browser), and a changed
 * one (a redeploy) is registered again with `force`, which drops the old container. So the HTML and
 * the hydrated page come from one release, with no restart. (Not `revalidate()`: it clears every
 * remote and the share scope.) Returns the manifest's text, for the preload hints.
 */
export async function followRemote(name: string, entry: string): Promise<string> {
  const manifest = await fetchManifest(entry);
  const current = known.get(name);
  if (current && current.entry === entry && current.manifest === manifest) return manifest;
  known.set(name, { entry, manifest });
  registerRemotes([{ name, entry }], { force: Boolean(current) });
  return manifest;
}

export async function loadServerModule(id: string): Promise<unknown> {
  const module = await loadRemote<unknown>(id);
  if (module == null) throw new Error(`${id} could not be loaded`);
  return module;
}
