import type { Faq } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';
import type { Language } from '@btb/shared-i18n';

/** GET /api/faqs?language={lang}. */
export const faqsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFaqs: build.query<Faq[], Language>({
      query: (language) => `${apiRoutes.faqs}?language=${encodeURIComponent(language)}`,
      transformResponse: (response: unknown) =>
        Array.isArray(response) ? (response as Faq[]) : [],
    }),
  }),
});

export const { useGetFaqsQuery } = faqsApi;
