import { type SubjectOption } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';

/** `GET /api/subjects?language={lang}`: the subject select's options, labelled in the UI language. */
export const subjectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchSubjects: build.query<SubjectOption[], string>({
      query: (language) => `${apiRoutes.subjects}?language=${encodeURIComponent(language)}`,
    }),
  }),
});

export const { useSearchSubjectsQuery } = subjectsApi;
