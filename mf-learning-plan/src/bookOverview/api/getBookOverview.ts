import type { BookOverview } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `GET /api/book-overview/{code}`: levels, books and lessons of a learning plan. */
export const bookOverviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBookOverview: build.query<BookOverview, string>({
      query: (code) => apiRoutes.bookOverview(code),
    }),
  }),
});

export const { useGetBookOverviewQuery } = bookOverviewApi;
