import { workerCaches, remoteMapPath } from './cacheNames';
import { releaseFiles, releaseManifests } from './releaseFiles';
import { releaseFolderOf } from './swRoutes';

const noCache: RequestInit = { cache: 'no-store', credentials: 'same-origin' };
// Release files are public and served with CORS to the site's origin: a CORS response can answer
// both the page's plain <script> loads and its integrity-checked ones.
const releaseFetch: RequestInit = { mode: 'cors', credentials: 'omit' };

async function readJson(response: Response | undefined): Promise<unknown> {
  try {
    return response ? await response.json() : null;
  } catch {
    return null;
  }
}

/** Puts every file of one release in the cache, fetching only what is not there yet. */
async function keepRelease(cache: Cache, manifestUrl: string): Promise<void> {
  const cached = await cache.match(manifestUrl, { ignoreVary: true });
  const manifestResponse = cached ?? (await fetch(manifestUrl, releaseFetch));
  if (!manifestResponse.ok) throw new Error(`${manifestUrl}: ${manifestResponse.status}`);
  const manifest = await readJson(manifestResponse.clone());
  for (const file of releaseFiles(manifestUrl, manifest)) {
    if (file === manifestUrl || (await cache.match(file, { ignoreVary: true }))) continue;
    const response = await fetch(file, releaseFetch);
    if (!response.ok) throw new Error(`${file}: ${response.status}`);
    await cache.put(file, response);
  }
  // Last: a release whose manifest is cached is complete.
  if (!cached) await cache.put(manifestUrl, manifestResponse);
}

/**
 * Reads the remote map and keeps every release it names, whole, for a start without network.
 * Releases of the map before it stay too (a page opened then keeps loading the release it started
 * with); older ones are deleted. Pages never mix releases: each release has its own URLs.
 */
export async function refreshReleases(siteOrigin: string): Promise<void> {
  const response = await fetch(remoteMapPath, noCache);
  if (!response.ok) return;
  const map = await readJson(response.clone());
  const fresh = await caches.open(workerCaches.fresh);
  const releases = await caches.open(workerCaches.releases);
  const manifests = releaseManifests(map, siteOrigin);
  const results = await Promise.allSettled(manifests.map((url) => keepRelease(releases, url)));
  for (const result of results) {
    if (result.status === 'rejected') console.warn('[sw] a release was not kept:', result.reason);
  }
  const previous = releaseManifests(await readJson(await fresh.match(remoteMapPath)), siteOrigin);
  const keep = new Set([...manifests, ...previous].map(releaseFolderOf));
  for (const request of await releases.keys()) {
    if (!keep.has(releaseFolderOf(request.url))) await releases.delete(request);
  }
  await fresh.put(remoteMapPath, response);
}
