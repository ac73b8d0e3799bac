import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { quizNamespace } from '../quizNamespace';

const Alert = styled.div`
  margin-top: 16px;
  padding: 12px 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: rgba(239, 68, 68, 0.15);
  color: #fecaca;
  font-weight: 600;
`;

/** SPEC: the red alert on the quiz page when a code brings no vocabulary. */
export function NoVocabularyAlert() {
  const { t } = useTranslation(quizNamespace);
  return (
    <Alert role="alert" data-testid="no-vocabulary-alert">
      {t('code.noVocabularyAlert')}
    </Alert>
  );
}
