import type { HeroSlide } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { homeNamespace } from '../../homeNamespace';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon } from '../../icons/controlIcons';
import { PlayIcon } from '../../icons/heroIcons';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { useSlideRotation } from '../useSlideRotation';
import { ArrowButton, Dot, Dots, PauseButton } from './heroControlStyles';
import { HeroSlideView } from './HeroSlideView';
import { HeroFrame, SlideStack } from './heroStyles';

/** The slides with fade, arrows, dots and a pause control (APG carousel pattern). */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslation(homeNamespace);
  const reducedMotion = usePrefersReducedMotion();
  const rotation = useSlideRotation(slides.length, reducedMotion);
  const several = slides.length > 1;

  return (
    <HeroFrame
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      {...rotation.containerProps}
    >
      {/* APG: the rotation control comes first in the carousel's tab order. */}
      {several && (
        <PauseButton
          type="button"
          aria-label={rotation.paused ? t('hero.play') : t('hero.pause')}
          onClick={rotation.togglePaused}
        >
          {rotation.paused ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </PauseButton>
      )}
      <SlideStack aria-live={rotation.rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <HeroSlideView
            key={slide.slideID}
            slide={slide}
            number={i + 1}
            total={slides.length}
            active={i === rotation.index}
          />
        ))}
      </SlideStack>
      {several && (
        <>
          <ArrowButton
            type="button"
            $side="left"
            aria-label={t('hero.previous')}
            onClick={rotation.previous}
          >
            <ChevronLeftIcon size={24} />
          </ArrowButton>
          <ArrowButton
            type="button"
            $side="right"
            aria-label={t('hero.next')}
            onClick={rotation.next}
          >
            <ChevronRightIcon size={24} />
          </ArrowButton>
          <Dots>
            {slides.map((slide, i) => (
              <Dot
                key={slide.slideID}
                type="button"
                aria-label={t('hero.goTo', { number: i + 1 })}
                aria-current={i === rotation.index}
                onClick={() => rotation.goTo(i)}
              />
            ))}
          </Dots>
        </>
      )}
    </HeroFrame>
  );
}
