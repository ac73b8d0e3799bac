import { type SearchQuery, type SearchResult } from '@btb/shared-contract';
import { apiRoutes, baseApi, type ApiQueryError } from '@btb/shared-store';

// SPEC section 7 lists the parameters in this order.
const paramOrder: (keyof SearchQuery)[] = [
  'q',
  'subject',
  'genre',
  'artist',
  'level',
  'primaryLanguage',
];

/** The request path: every song when nothing is filtered, else the search with the set filters. */
export function searchSongsUrl(query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const key of paramOrder) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${apiRoutes.search}?${search}` : apiRoutes.songsAll;
}

/** Per store (one page, or one server render), the search still waiting for its answer. */
const pendingSearch = new WeakMap<object, AbortController>();

export const searchSongsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchSongs: build.query<SearchResult[], SearchQuery>({
      // Instant search asks while the learner types: a newer search aborts the one still waiting,
      // whose answer would only be dropped (the page shows the answer for the current filters).
      queryFn: async (query, api, _extra, baseQuery) => {
        pendingSearch.get(api.dispatch)?.abort();
        const controller = new AbortController();
        pendingSearch.set(api.dispatch, controller);
        const result = await baseQuery({ url: searchSongsUrl(query), signal: controller.signal });
        if (pendingSearch.get(api.dispatch) === controller) pendingSearch.delete(api.dispatch);
        return result.error
          ? { error: result.error as ApiQueryError }
          : { data: result.data as SearchResult[] };
      },
    }),
  }),
});

export const { useSearchSongsQuery } = searchSongsApi;
