import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, VisuallyHidden } from '@btb/shared-ui';
import { FaqSection } from '../faq/components/FaqSection';
import { HeroSlider } from '../hero/components/HeroSlider';
import { homeNamespace } from '../homeNamespace';
import { PlaylistRows } from '../playlists/components/PlaylistRows';

export default function HomePage() {
  const { t } = useTranslation(homeNamespace);
  usePageTitle(t('home.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <VisuallyHidden as="h1">{t('home.heading')}</VisuallyHidden>
      <HeroSlider />
      <PlaylistRows />
      <FaqSection />
    </PageContainer>
  );
}
