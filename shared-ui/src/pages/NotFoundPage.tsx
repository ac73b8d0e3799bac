import { Link } from '@btb/shared-router';
import { useTranslation } from '@btb/shared-i18n';
import { usePageMeta } from '../pageMeta/usePageMeta';
import { notFoundMeta } from './notFoundMeta';
import { PageContainer, PageHeading } from '../primitives/layout';

/** SPEC section 2: any other path. The shell and every standalone remote show this one page. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageMeta(notFoundMeta);
  return (
    <PageContainer>
      <PageHeading>{t('notFound.heading')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </PageContainer>
  );
}
