import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading } from '@btb/shared-ui';
import { shellNamespace } from '../shellNamespace';

export function AuthPage() {
  const { t } = useTranslation(shellNamespace);
  usePageTitle(t('auth.title'));
  return (
    <PageContainer>
      <PageHeading>{t('auth.title')}</PageHeading>
    </PageContainer>
  );
}
