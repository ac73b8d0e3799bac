import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { useGoBack } from '@btb/shared-ui/navigation';
import { quizNamespace } from '../quizNamespace';

/** History back, or home when the quiz was the first page opened or nothing moved. */
export function BackButton() {
  const { t } = useTranslation(quizNamespace);
  const goBack = useGoBack();
  return (
    <Button type="button" $variant="ghost" onClick={goBack}>
      <span aria-hidden="true">←</span> {t('quiz.back')}
    </Button>
  );
}
