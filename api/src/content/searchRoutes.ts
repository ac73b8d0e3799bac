import type { PagedSearchQuery, SearchResult, SearchSuggestion } from '@btb/shared-contract';
import {
  SearchQuerySchema,
  SearchResultListSchema,
  SearchSuggestionQuerySchema,
  SearchSuggestionSchema,
} from '@btb/shared-contract/schemas';
import type { ApiPlugin } from '../app/apiDeps';
import { withErrors } from '../app/schemas';
import { sendCachedJson } from '../cache/sendCachedJson';
import { contentItemCounts } from './contentItemRow';
import { searchCriteria, searchSongs } from './searchSongs';
import { searchSuggestion } from './searchSuggestion';
import { searchWords } from './searchWords';

export const searchRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  // The schema's defaults fill in limit and offset.
  type Search = PagedSearchQuery & Required<Pick<PagedSearchQuery, 'limit' | 'offset'>>;
  app.get<{ Querystring: Search; Reply: SearchResult[] }>(
    '/content/search',
    { schema: { querystring: SearchQuerySchema, response: withErrors(SearchResultListSchema) } },
    async (request, reply) => {
      // The key is what the query depends on after normalisation, so "Kartoffel " and
      // "Kartoffel" or subject "all" and none share one entry.
      const key = `search:${JSON.stringify(searchCriteria(request.query))}`;
      return sendCachedJson(reply, responseCache, key, async () => {
        const items = await searchSongs(db, request.query);
        return { value: items, songIds: items.map((item) => item.id), counts: contentItemCounts };
      });
    },
  );

  app.get<{ Querystring: { q: string }; Reply: SearchSuggestion }>(
    '/content/search/suggestion',
    {
      schema: {
        querystring: SearchSuggestionQuerySchema,
        response: withErrors(SearchSuggestionSchema),
      },
    },
    async (request, reply) => {
      const key = `search-suggestion:${searchWords(request.query.q).join(' ')}`;
      return sendCachedJson(reply, responseCache, key, async () => ({
        value: { suggestion: await searchSuggestion(db, request.query.q) },
      }));
    },
  );
};
