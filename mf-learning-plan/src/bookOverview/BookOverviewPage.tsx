import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading } from '@btb/shared-ui';
import { learningPlanNamespace } from '../learningPlanNamespace';

export default function BookOverviewPage() {
  const { t } = useTranslation(learningPlanNamespace);
  usePageTitle(t('bookOverview.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <PageHeading>{t('bookOverview.heading')}</PageHeading>
    </PageContainer>
  );
}
