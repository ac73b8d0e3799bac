import { lazy, Suspense } from 'react';
import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { useLocation } from '@btb/shared-router';
import { PageContainer, VisuallyHidden } from '@btb/shared-ui';
import { HeroSlider } from '../hero/components/HeroSlider';
import { homeNamespace } from '../homeNamespace';
import { PlaylistRows } from '../playlists/components/PlaylistRows';
import { faqSectionId } from '../faq/faqSectionId';
import { WhenNearViewport } from '../viewport/WhenNearViewport';

// The FAQ sits at the end of the page and brings the HTML sanitizer: load it when it comes near.
const FaqSection = lazy(() =>
  import('../faq/components/FaqSection').then((module) => ({ default: module.FaqSection })),
);

export default function HomePage() {
  const { t } = useTranslation(homeNamespace);
  const { hash } = useLocation();
  usePageTitle(t('home.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <VisuallyHidden as="h1">{t('home.heading')}</VisuallyHidden>
      <HeroSlider />
      <PlaylistRows />
      <WhenNearViewport now={hash === `#${faqSectionId}`}>
        <Suspense fallback={null}>
          <FaqSection />
        </Suspense>
      </WhenNearViewport>
    </PageContainer>
  );
}
