/** Where a store's API calls go when it does not run in the page (the server renderer's stores). */
export interface ApiEnvironment {
  /** The API's origin, e.g. `http://127.0.0.1:3000`; calls are made to `${origin}/api/...`. */
  origin: string;
  /** Headers every call carries (the learner's cookie, so the answer is the one they would get). */
  headers?: Record<string, string>;
  /** How calls are made: the server renderer's answers them in process. The global `fetch` when missing. */
  fetch?: typeof fetch;
}

/** What the store hands its thunks and RTK Query's base query as their `extra` argument. */
export interface StoreExtra {
  api?: ApiEnvironment;
}

export function apiEnvironmentOf(extra: unknown): ApiEnvironment | undefined {
  return extra && typeof extra === 'object' ? (extra as StoreExtra).api : undefined;
}
