import { type LevelsResponse } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `GET /api/content/levels/{subject}`: the levels offered for one subject. */
export const levelsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchLevels: build.query<LevelsResponse, string>({
      query: (subject) => apiRoutes.levels(subject),
    }),
  }),
});

export const { useSearchLevelsQuery } = levelsApi;
