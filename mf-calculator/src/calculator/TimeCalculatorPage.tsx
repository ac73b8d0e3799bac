import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading } from '@btb/shared-ui';
import { calculatorNamespace } from '../calculatorNamespace';

export default function TimeCalculatorPage() {
  const { t } = useTranslation(calculatorNamespace);
  usePageTitle(t('timeCalculator.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <PageHeading>{t('timeCalculator.heading')}</PageHeading>
    </PageContainer>
  );
}
