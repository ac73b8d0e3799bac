import type { ContentCategory, ContentItem } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** GET /api/content/category/{category}: only for a playlist without songs of its own. */
export const categoryContentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryContent: build.query<ContentItem[], ContentCategory>({
      query: (category) => apiRoutes.contentByCategory(category),
      transformResponse: (response: unknown) =>
        Array.isArray(response) ? (response as ContentItem[]) : [],
    }),
  }),
});

export const { useGetCategoryContentQuery } = categoryContentApi;
