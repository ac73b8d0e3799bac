import { apiRoutes, type SearchSuggestion } from '@btb/shared-contract';
import { baseApi } from '@btb/shared-store';

export const searchSuggestionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchSuggestion: build.query<SearchSuggestion, string>({
      query: (term) => `${apiRoutes.searchSuggestion}?${new URLSearchParams({ q: term })}`,
    }),
  }),
});

export const { useSearchSuggestionQuery } = searchSuggestionApi;
