import { apiRoutes, type ContentItem, type SearchQuery } from '@btb/shared-contract';
import { baseApi } from '@btb/shared-store';

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

export const searchSongsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchSongs: build.query<ContentItem[], SearchQuery>({
      query: searchSongsUrl,
    }),
  }),
});

export const { useSearchSongsQuery } = searchSongsApi;
