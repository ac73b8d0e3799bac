import { lazy, Suspense } from 'react';
import { useLanguage, usePageTitle, useTranslation } from '@btb/shared-i18n';
import { useLocation } from '@btb/shared-router';
import { PageContainer, VisuallyHidden } from '@btb/shared-ui';
import { HeroSlider } from '../hero/components/HeroSlider';
import { homeNamespace } from '../homeNamespace';
import { useGetPlaylistsQuery } from '../playlists/api/getPlaylists';
import { PlaylistRows } from '../playlists/components/PlaylistRows';
import { faqSectionId } from '../faq/faqSectionId';
import { WhenIdle } from '../viewport/WhenIdle';

// The FAQ sits at the end of the page and brings the HTML sanitizer: load it after the rows, when
// the browser is idle. Loaded only when near, it arrived while the footer was on screen (a reader
// pressing End) and pushed it down.
const FaqSection = lazy(() =>
  import('../faq/components/FaqSection').then((module) => ({ default: module.FaqSection })),
);

export default function HomePage() {
  const { t } = useTranslation(homeNamespace);
  const { hash } = useLocation();
  const { language } = useLanguage();
  // Until the rows are there the FAQ would sit near the top; the rows would then push it down.
  const rowsLoading = useGetPlaylistsQuery(language).isLoading;
  usePageTitle(t('home.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <VisuallyHidden as="h1">{t('home.heading')}</VisuallyHidden>
      <HeroSlider />
      <PlaylistRows />
      <WhenIdle now={hash === `#${faqSectionId}`} paused={rowsLoading}>
        <Suspense fallback={null}>
          <FaqSection />
        </Suspense>
      </WhenIdle>
    </PageContainer>
  );
}
