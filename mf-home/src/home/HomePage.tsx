import { lazy, Suspense } from 'react';
import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, VisuallyHidden } from '@btb/shared-ui';
import { HeroSlider } from '../hero/components/HeroSlider';
import { homeNamespace } from '../homeNamespace';
import { PlaylistRows } from '../playlists/components/PlaylistRows';

// The FAQ sits at the end of the page and brings the HTML sanitizer: load it after the first paint.
const FaqSection = lazy(() =>
  import('../faq/components/FaqSection').then((module) => ({ default: module.FaqSection })),
);

export default function HomePage() {
  const { t } = useTranslation(homeNamespace);
  usePageTitle(t('home.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <VisuallyHidden as="h1">{t('home.heading')}</VisuallyHidden>
      <HeroSlider />
      <PlaylistRows />
      <Suspense fallback={null}>
        <FaqSection />
      </Suspense>
    </PageContainer>
  );
}
