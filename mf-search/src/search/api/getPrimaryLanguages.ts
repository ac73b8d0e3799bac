import { type PrimaryLanguageOption } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `GET /api/content/primary-languages/{subject}`: the learner languages offered for one subject. */
export const primaryLanguagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchPrimaryLanguages: build.query<PrimaryLanguageOption[], string>({
      query: (subject) => apiRoutes.primaryLanguages(subject),
    }),
  }),
});

export const { useSearchPrimaryLanguagesQuery } = primaryLanguagesApi;
