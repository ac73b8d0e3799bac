import type { HeroSlide } from '@btb/shared-contract';
import { apiRoutes, baseApi } from '@btb/shared-store';
import type { Language } from '@btb/shared-i18n';

/** GET /api/hero-slides?language={lang}; anything but a list counts as no slides. */
export const heroSlidesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHeroSlides: build.query<HeroSlide[], Language>({
      query: (language) => `${apiRoutes.heroSlides}?language=${encodeURIComponent(language)}`,
      transformResponse: (response: unknown) =>
        Array.isArray(response) ? (response as HeroSlide[]) : [],
    }),
  }),
});

export const { useGetHeroSlidesQuery } = heroSlidesApi;
