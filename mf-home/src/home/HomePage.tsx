import { lazy, Suspense, useEffect } from 'react';
import { useLanguage, useTranslation } from '@btb/shared-i18n';
import { useLocation } from '@btb/shared-router';
import { PageContainer, VisuallyHidden, usePageMeta } from '@btb/shared-ui';
import { ContinueRow } from '../continue/ContinueRow';
import { HeroSlider } from '../hero/components/HeroSlider';
import { homeNamespace } from '../homeNamespace';
import { useGetPlaylistsQuery } from '../playlists/api/getPlaylists';
import { PlaylistRows } from '../playlists/components/PlaylistRows';
import { useGetFaqsQuery } from '../faq/api/getFaqs';
import { faqSectionId } from '../faq/faqSectionId';
export { prefetchHome as prefetch } from './prefetchHome';
import { meta } from './homeMeta';
export { meta };

// The FAQ sits at the end of the page and brings the HTML sanitizer: its code and questions load
// beside the rows, off the first paint's path, and it mounts once the rows are in. Loaded only
// when near, it arrived while the footer was on screen (a reader pressing End) and pushed it down.
const loadFaqSection = () => import('../faq/components/FaqSection');
const FaqSection = lazy(() => loadFaqSection().then((module) => ({ default: module.FaqSection })));

export default function HomePage() {
  const { t } = useTranslation(homeNamespace);
  const { hash } = useLocation();
  const { language } = useLanguage();
  // Until the rows are there the FAQ would sit near the top; the rows would then push it down.
  const rowsLoading = useGetPlaylistsQuery(language).isLoading;
  const faqShown = !rowsLoading || hash === `#${faqSectionId}`;
  useGetFaqsQuery(language);
  useEffect(() => void loadFaqSection(), []);
  usePageMeta(meta);
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <VisuallyHidden as="h1">{t('home.heading')}</VisuallyHidden>
      <HeroSlider />
      <ContinueRow />
      <PlaylistRows />
      {faqShown && (
        <Suspense fallback={null}>
          <FaqSection />
        </Suspense>
      )}
    </PageContainer>
  );
}
