import { type LoginRequest, type LoginResponse } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `POST /api/auth/login`: starts a server session (HttpOnly cookie) on success. */
export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: apiRoutes.authLogin, method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
