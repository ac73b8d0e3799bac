import { savedCacheName } from './offlineKeys';

/**
 * A saved lesson's or song's API answer, read by the page itself from the saved cache: for a page
 * the service worker does not answer yet (opened before the worker started, then the network went).
 * Null when it is not saved or cannot be read.
 */
export async function readSavedAnswer(key: string): Promise<unknown> {
  if (typeof caches === 'undefined') return null;
  try {
    const saved = await caches.match(key, { cacheName: savedCacheName, ignoreVary: true });
    return saved ? ((await saved.json()) as unknown) : null;
  } catch {
    return null;
  }
}
