import type { HeroSlide } from '@btb/shared-contract';
import { apiRoutes } from '@btb/shared-store';
import { imageFileName } from '@btb/shared-player';
import { useTranslation } from '@btb/shared-i18n';
import { homeNamespace } from '../../homeNamespace';
import { HeroButton } from './HeroButton';
import { HeroButtons, HeroContent, HeroHeadline, HeroSubline, SlideLayer } from './heroStyles';

interface HeroSlideViewProps {
  slide: HeroSlide;
  number: number;
  total: number;
  active: boolean;
}

export function HeroSlideView({ slide, number, total, active }: HeroSlideViewProps) {
  const { t } = useTranslation(homeNamespace);
  // Only the file name is used, so a slide can never point the page at another origin.
  const fileName = imageFileName(slide.backgroundImage);
  return (
    <SlideLayer
      role="group"
      aria-roledescription="slide"
      aria-label={t('hero.slideOf', { number, total })}
      aria-hidden={!active}
      $active={active}
      $image={fileName ? apiRoutes.image(fileName) : undefined}
      data-testid="hero-slide"
    >
      <HeroContent>
        <HeroHeadline>{slide.headline}</HeroHeadline>
        {slide.subline && <HeroSubline>{slide.subline}</HeroSubline>}
        <HeroButtons>
          <HeroButton text={slide.button1Text} link={slide.button1Link} icon={slide.button1Icon} />
          <HeroButton
            text={slide.button2Text}
            link={slide.button2Link}
            icon={slide.button2Icon}
            secondary
          />
        </HeroButtons>
      </HeroContent>
    </SlideLayer>
  );
}
