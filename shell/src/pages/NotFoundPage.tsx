import { Link } from '@btb/shared-router';
import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading } from '@btb/shared-ui';
import { shellNamespace } from '../shellNamespace';

export function NotFoundPage() {
  const { t } = useTranslation(shellNamespace);
  usePageTitle(t('notFound.title'));
  return (
    <PageContainer>
      <PageHeading>{t('notFound.heading')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </PageContainer>
  );
}
