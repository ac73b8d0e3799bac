import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading } from '@btb/shared-ui';
import { homeNamespace } from '../homeNamespace';

export default function HomePage() {
  const { t } = useTranslation(homeNamespace);
  usePageTitle(t('home.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <PageHeading>{t('home.heading')}</PageHeading>
    </PageContainer>
  );
}
