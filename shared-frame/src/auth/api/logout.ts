import { type LogoutResponse } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `POST /api/auth/logout`: ends the server session. */
export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: apiRoutes.authLogout, method: 'POST' }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
