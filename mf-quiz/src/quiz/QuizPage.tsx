import { usePageTitle, useTranslation } from '@btb/shared-i18n';
import { PageContainer, PageHeading } from '@btb/shared-ui';
import { quizNamespace } from '../quizNamespace';

export default function QuizPage() {
  const { t } = useTranslation(quizNamespace);
  usePageTitle(t('quiz.title'));
  return (
    <PageContainer data-build-id={__BUILD_ID__}>
      <PageHeading>{t('quiz.heading')}</PageHeading>
    </PageContainer>
  );
}
