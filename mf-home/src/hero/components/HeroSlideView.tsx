import { preload } from 'react-dom';
import type { HeroSlide } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { Row } from '@btb/shared-ui';
import { homeNamespace } from '../../homeNamespace';
import { heroImageUrl } from '../heroImageUrl';
import { HeroButton } from './HeroButton';
import { HeroContent, HeroHeadline, HeroSubline, SlideLayer } from './heroStyles';

interface HeroSlideViewProps {
  slide: HeroSlide;
  number: number;
  total: number;
  active: boolean;
}

export function HeroSlideView({ slide, number, total, active }: HeroSlideViewProps) {
  const { t } = useTranslation(homeNamespace);
  const image = heroImageUrl(slide.backgroundImage);
  // The first slide (shown first) is the home's largest paint, and a CSS background is found only
  // once its style is worked out: the server's HTML asks for it up front instead (React's preload).
  // The later slides' backgrounds load with the page's styles; rotating asks for nothing more.
  if (number === 1 && image) preload(image, { as: 'image', fetchPriority: 'high' });
  return (
    <SlideLayer
      role="group"
      aria-roledescription="slide"
      aria-label={t('hero.slideOf', { number, total })}
      aria-hidden={!active}
      $active={active}
      $image={image}
      data-testid="hero-slide"
    >
      <HeroContent>
        <HeroHeadline>{slide.headline}</HeroHeadline>
        {slide.subline && <HeroSubline>{slide.subline}</HeroSubline>}
        <Row $wrap $gap={3}>
          <HeroButton text={slide.button1Text} link={slide.button1Link} icon={slide.button1Icon} />
          <HeroButton
            text={slide.button2Text}
            link={slide.button2Link}
            icon={slide.button2Icon}
            secondary
          />
        </Row>
      </HeroContent>
    </SlideLayer>
  );
}
