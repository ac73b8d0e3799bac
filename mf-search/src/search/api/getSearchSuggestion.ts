import { type SearchSuggestion } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

export const searchSuggestionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchSuggestion: build.query<SearchSuggestion, string>({
      query: (term) => `${apiRoutes.searchSuggestion}?${new URLSearchParams({ q: term })}`,
    }),
  }),
});

export const { useSearchSuggestionQuery } = searchSuggestionApi;
