import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@btb/shared-i18n';
import { Button } from '@btb/shared-ui';
import { quizNamespace } from '../quizNamespace';

/** History back, or home when the quiz was the first page opened. */
export function BackButton() {
  const { t } = useTranslation(quizNamespace);
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // react-router marks the entry the app started on with the key "default".
    if (location.key === 'default') void navigate('/');
    else void navigate(-1);
  };
  return (
    <Button type="button" $variant="ghost" onClick={goBack}>
      <span aria-hidden="true">←</span> {t('quiz.back')}
    </Button>
  );
}
