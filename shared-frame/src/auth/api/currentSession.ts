import { type MeResponse } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `GET /api/auth/me`: whether the cookie still carries a session, and whether it is premium. */
export const currentSessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentSession: build.query<MeResponse, void>({
      query: () => apiRoutes.authMe,
    }),
  }),
});

export const { useCurrentSessionQuery } = currentSessionApi;
