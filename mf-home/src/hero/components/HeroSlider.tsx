import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { homeNamespace } from '../../homeNamespace';
import { useGetHeroSlidesQuery } from '../api/getHeroSlides';
import { HeroCarousel } from './HeroCarousel';
import { HeroDefault } from './HeroDefault';
import { HeroFrame } from './heroStyles';

/** The hero: the current language's slides, or the default hero when there are none. */
export function HeroSlider() {
  const { t } = useTranslation(homeNamespace);
  const { language } = useLanguage();
  // `data` keeps the previous language's slides until the new ones arrive: no flash of default.
  const { data: slides, isLoading, isError } = useGetHeroSlidesQuery(language);

  if (isLoading) return <HeroFrame aria-label={t('hero.label')} aria-busy="true" />;
  if (isError || !slides?.length) return <HeroDefault />;
  return <HeroCarousel slides={slides} />;
}
