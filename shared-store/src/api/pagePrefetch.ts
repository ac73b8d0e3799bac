import type { Language } from '@btb/shared-contract';
import type { AppStore } from '../store/makeStore';

/** What the server renderer knows of a request when it asks a page for its data. */
export interface PrefetchContext {
  store: AppStore;
  /** The route's params, e.g. `{ id: '12' }` for `/song/:id`. */
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  language: Language;
}

/**
 * A remote page's server-side data step, exported beside its component as `prefetch`: it starts the
 * same RTK Query calls the page makes on its first render (`endpoint.initiate(...)`); the renderer
 * waits for them, so the HTML has the data and the browser's first render finds it in the cache.
 * Returns the HTTP status the page means (404 for an unknown song), or nothing for 200.
 */
export type PagePrefetch = (context: PrefetchContext) => Promise<number | void> | number | void;
