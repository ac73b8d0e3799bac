import { lazy, Suspense } from 'react';
import { useLanguage, usePageTitle, useTranslation } from '@btb/shared-i18n';
import { useLocation } from '@btb/shared-router';
import { PageContainer, VisuallyHidden } from '@btb/shared-ui';
import { HeroSlider } from '../hero/components/HeroSlider';
import { homeNamespace } from '../homeNamespace';
import { useGetPlaylistsQuery } from '../playlists/api/getPlaylists';
import { PlaylistRows } from '../playlists/components/PlaylistRows';
import { faqSectionId } from '../faq/faqSectionId';
import { WhenNearViewport } from '../viewport/WhenNearViewport';
export { prefetchHome as prefetch } from './prefetchHome';

// The FAQ sits at the end of the page and brings the HTML sanitizer: load it when it comes near.
const FaqSection = lazy(() =>
  import('../faq/components/FaqSection').then((module) => ({ default: module.FaqSection })),
);

export default function HomePage() {
  const { t } = useTranslation(homeNamespace);
  const { hash } = useLocation();
  const { language } = useLanguage();
  // Until the rows are there, the FAQ's place is near the top: wait, or it would always load.
  const rowsLoading = useGetPlaylistsQuery(language).isLoading;
  usePageTitle(t('home.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <VisuallyHidden as="h1">{t('home.heading')}</VisuallyHidden>
      <HeroSlider />
      <PlaylistRows />
      <WhenNearViewport now={hash === `#${faqSectionId}`} paused={rowsLoading}>
        <Suspense fallback={null}>
          <FaqSection />
        </Suspense>
      </WhenNearViewport>
    </PageContainer>
  );
}
