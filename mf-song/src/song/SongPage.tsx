import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading } from '@btb/shared-ui';
import { songNamespace } from '../songNamespace';

export default function SongPage() {
  const { t } = useTranslation(songNamespace);
  usePageTitle(t('song.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <PageHeading>{t('song.heading')}</PageHeading>
    </PageContainer>
  );
}
