import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading } from '@btb/shared-ui';
import { shellNamespace } from '../shellNamespace';

export function ConfirmEmailPage() {
  const { t } = useTranslation(shellNamespace);
  usePageTitle(t('confirmEmail.title'));
  return (
    <PageContainer>
      <PageHeading>{t('confirmEmail.title')}</PageHeading>
    </PageContainer>
  );
}
