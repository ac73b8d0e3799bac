import styled from 'styled-components';
import { Link } from '@btb/shared-router';
import { useTranslation } from '@btb/shared-i18n';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import { quizPath } from '@btb/platform/links';

const QuizLink = styled(Link)`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The lesson's quiz, started at once: `/quiz?code=…` (SPEC: the code parameter starts it). */
export function StartQuizLink({ code, lesson }: { code: string; lesson: string }) {
  const { t } = useTranslation(learningPlanNamespace);
  return (
    <QuizLink to={quizPath(code)} aria-label={t('progress.startQuizFor', { lesson })}>
      {t('progress.startQuiz')}
    </QuizLink>
  );
}
