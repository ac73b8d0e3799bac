import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** What the server reads of a remote's `mf-manifest.json` besides what the runtime does. */
export interface RemoteManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    ssrRemoteEntry?: { name?: string; path?: string };
  };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** One release of a remote as the server loaded it: its manifest and the modules it gave. */
interface LoadedRelease {
  manifest: RemoteManifest;
  modules: Map<string, unknown>;
}

export interface ServerPage {
  manifest: RemoteManifest;
  module: unknown;
}

/** A remote host that does not answer must not hold a render (or the start) for long. */
const manifestTimeoutMs = 2000;

/**
 * Releases kept loaded per remote: stable and canary, so learners of both cohorts rendered in turn
 * do not make the runtime load each release again (and the heap stays bounded across redeploys).
 */
const releasesKept = 2;

/** Per remote: its loaded releases by entry URL and manifest text, least recently used first. */
const loaded = new Map<string, Map<string, LoadedRelease>>();
/** Per remote: the release the federation runtime has registered now. */
const registered = new Map<string, string>();
/** Per remote: the last queued load; loads of one remote run one after another. */
const queues = new Map<string, Promise<unknown>>();

/**
 * A new release's server entry, asked for once with a time limit before the federation runtime
 * loads it. The runtime's own fetch has none: a load it begins on a host that never answers waits
 * for Node's 300 s, and every later load of that remote waits behind it (issue 72: pages kept
 * coming, but without the remote, for five minutes after the host was back).
 */
async function checkServerEntry(manifestUrl: string, manifest: RemoteManifest): Promise<void> {
  const ssr = manifest.metaData?.ssrRemoteEntry;
  const url = new URL(`${ssr?.path ?? 'server/'}${ssr?.name ?? 'remoteEntry.js'}`, manifestUrl);
  const response = await fetch(url, { signal: AbortSignal.timeout(manifestTimeoutMs) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url.href}: ${response.status}`);
}

async function fetchManifest(url: string): Promise<string> {
  const response = await fetch(url, {
    cache: 'no-cache',
    signal: AbortSignal.timeout(manifestTimeoutMs),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

function oneAtATime<T>(remote: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(remote) ?? Promise.resolve()).then(work);
  queues.set(
    remote,
    run.catch(() => undefined),
  );
  return run;
}

function releaseOf(remote: string, releaseKey: string, text: string): LoadedRelease {
  const releases = loaded.get(remote) ?? new Map<string, LoadedRelease>();
  loaded.set(remote, releases);
  const release = releases.get(releaseKey) ?? {
    manifest: JSON.parse(text) as RemoteManifest,
    modules: new Map<string, unknown>(),
  };
  releases.delete(releaseKey);
  releases.set(releaseKey, release);
  for (const oldest of releases.keys()) {
    if (releases.size <= releasesKept) break;
    releases.delete(oldest);
  }
  return release;
}

/**
 * Loads a remote page module on the server from the release the browser will load, so the HTML
 * and the hydrated page come from one release, with no restart. The manifest is read on each
 * render (served `no-cache`, as to the browser); a release not loaded yet is registered with
 * `force`, which drops the runtime's old container (modules already taken from it keep working).
 * Loads of one remote run one at a time, so two cohorts rendered at once never swap releases
 * between registering and loading. (Not `revalidate()`: it clears every remote and the share scope.)
 */
export async function loadServerPage(
  remote: string,
  entry: string,
  id: string,
): Promise<ServerPage> {
  const text = await fetchManifest(entry);
  const releaseKey = `${entry}\n${text}`;
  return oneAtATime(remote, async () => {
    const release = releaseOf(remote, releaseKey, text);
    if (release.modules.has(id))
      return { manifest: release.manifest, module: release.modules.get(id) };
    if (registered.get(remote) !== releaseKey) {
      await checkServerEntry(entry, release.manifest);
      registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
      registered.set(remote, releaseKey);
    }
    const module = await loadRemote<unknown>(id);
    if (module == null) throw new Error(`${id} could not be loaded`);
    release.modules.set(id, module);
    return { manifest: release.manifest, module };
  });
}
