import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading } from '@btb/shared-ui';
import { searchNamespace } from '../searchNamespace';

export default function SearchPage() {
  const { t } = useTranslation(searchNamespace);
  usePageTitle(t('search.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <PageHeading>{t('search.heading')}</PageHeading>
    </PageContainer>
  );
}
