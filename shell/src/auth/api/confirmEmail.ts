import { type ConfirmEmailRequest, type ConfirmEmailResponse } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `POST /api/auth/confirm-email` with the token from the confirmation link. */
export const confirmEmailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmEmail: build.mutation<ConfirmEmailResponse, ConfirmEmailRequest>({
      query: (body) => ({ url: apiRoutes.authConfirmEmail, method: 'POST', body }),
    }),
  }),
});

export const { useConfirmEmailMutation } = confirmEmailApi;
