import {
  browserStorageKeys,
  browserStoredData,
  type BrowserStoredEntry,
} from '@btb/shared-contract';

/** The fragment the page is reloaded with once this browser's data is gone (nothing stored says so). */
export const forgottenHash = '#browser-data-deleted';

/** Every stored key of a storage whose name is `key` (a name ending in `:` is a prefix). */
function keysOf(storage: Storage, key: string): string[] {
  if (!key.endsWith(':')) return [key];
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').filter(
    (name) => name.startsWith(key),
  );
}

function forgetEntry(entry: BrowserStoredEntry): Promise<unknown> | void {
  const key = browserStorageKeys[entry.id];
  switch (entry.storage) {
    case 'local':
    case 'session': {
      const storage = entry.storage === 'local' ? window.localStorage : window.sessionStorage;
      for (const name of keysOf(storage, key)) storage.removeItem(name);
      return;
    }
    case 'cookie':
      // HttpOnly cookies are expired by the server (forgetBrowser's API call); this does the rest.
      document.cookie = `${key}=; Max-Age=0; Path=/; SameSite=Lax`;
      return;
    case 'indexedDb':
      return new Promise((resolve) => {
        const request = window.indexedDB.deleteDatabase(key);
        // Blocked by another tab: the deletion completes once that tab lets go.
        request.onsuccess = request.onerror = request.onblocked = resolve;
      });
    case 'cacheStorage':
      return typeof caches === 'undefined' ? undefined : caches.delete(key);
  }
}

/**
 * Deletes everything the site keeps in this browser, as the privacy page lists it (the one list
 * the code stores by), after the server expired the cookies only it can (`forgetOnServer`; when
 * it cannot be reached, the rest is deleted all the same). Storage that is blocked is skipped.
 */
export async function forgetBrowser(forgetOnServer: () => Promise<unknown>): Promise<void> {
  await forgetOnServer().catch(() => undefined);
  await Promise.all(
    browserStoredData.map(async (entry) => {
      try {
        await forgetEntry(entry);
      } catch {
        // Storage blocked for this origin: nothing of it is kept either.
      }
    }),
  );
}
