import type { ContentCategory, ContentItem } from '@btb/shared-contract';
import { CategoryParamsSchema, ContentListSchema } from '@btb/shared-contract/schemas';
import type { ApiPlugin } from '../app/apiDeps';
import { sendCachedJson } from '../cache/sendCachedJson';
import { withErrors } from '../app/schemas';
import {
  contentItemColumns,
  contentItemCounts,
  toContentItem,
  type ContentItemRow,
} from './contentItemRow';

const songIdsOf = (items: ContentItem[]) => items.map((item) => item.id);

export const contentRoutes: ApiPlugin = async (app, { db, responseCache }) => {
  app.get<{ Params: { category: ContentCategory }; Reply: ContentItem[] }>(
    '/content/category/:category',
    {
      schema: { params: CategoryParamsSchema, response: withErrors(ContentListSchema) },
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
};
