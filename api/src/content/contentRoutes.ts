import type { ContentCategory, ContentItem, SearchQuery } from '@btb/shared-contract';
import type { ApiPlugin } from '../app/apiDeps';
import { sendCachedJson } from '../cache/sendCachedJson';
import { withErrors } from '../app/schemas';
import {
  contentItemColumns,
  contentItemCounts,
  contentListSchema,
  toContentItem,
  type ContentItemRow,
} from './contentItemRow';
import { searchCriteria, searchSongs } from './searchSongs';

const categories: ContentCategory[] = ['top-rated', 'learn-english', 'learn-german', 'history'];
const filterText = { type: 'string', maxLength: 200 } as const;

const pagingProperties = {
  limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
  offset: { type: 'integer', minimum: 0, maximum: 1000000, default: 0 },
} as const;

const songIdsOf = (items: ContentItem[]) => items.map((item) => item.id);

export const contentRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  app.get<{ Params: { category: ContentCategory }; Reply: ContentItem[] }>(
    '/content/category/:category',
    {
      schema: {
        params: {
          type: 'object',
          required: ['category'],
          properties: { category: { type: 'string', enum: categories } },
        },
        response: withErrors(contentListSchema),
      },
    },
    async (request, reply) => {
      const { category } = request.params;
      return sendCachedJson(reply, responseCache, `category:${category}`, async () => {
        // Top rated spans every category; the others are the songs tagged with it.
        const rows = await db.query<ContentItemRow>(
          category === 'top-rated'
            ? `SELECT ${contentItemColumns} FROM songs s ORDER BY s.likes DESC, s.id LIMIT 50`
            : `SELECT ${contentItemColumns} FROM songs s WHERE s.category = $1 ORDER BY s.likes DESC, s.id LIMIT 50`,
          category === 'top-rated' ? [] : [category],
        );
        const items = rows.map(toContentItem);
        return { value: items, songIds: songIdsOf(items), counts: contentItemCounts };
      });
    },
  );

  app.get<{ Querystring: SearchQuery & { limit: number; offset: number }; Reply: ContentItem[] }>(
    '/content/search',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            // Longer terms are cut to 120 characters (SPEC), not rejected; this only bounds abuse.
            q: { type: 'string', maxLength: 2000 },
            subject: filterText,
            genre: filterText,
            artist: filterText,
            level: filterText,
            primaryLanguage: filterText,
            ...pagingProperties,
          },
        },
        response: withErrors(contentListSchema),
      },
    },
    async (request, reply) => {
      // The key is what the query depends on after normalisation, so "Kartoffel " and
      // "Kartoffel" or subject "all" and none share one entry.
      const key = `search:${JSON.stringify(searchCriteria(request.query))}`;
      return sendCachedJson(reply, responseCache, key, async () => {
        const items = await searchSongs(db, request.query);
        return { value: items, songIds: songIdsOf(items), counts: contentItemCounts };
      });
    },
  );
};
