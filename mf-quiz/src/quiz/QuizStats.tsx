import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { quizNamespace } from '../quizNamespace';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
`;

const Stat = styled.div<{ $tone: 'success' | 'danger' | 'accent' }>`
  display: flex;
  gap: 6px;
  padding: 4px 12px;
  border-radius: 999px;
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  dt,
  dd {
    margin: 0;
  }
  dd {
    font-weight: 700;
  }
`;

interface QuizStatsProps {
  correct: number;
  incorrect: number;
  /** Shown only while above 0. */
  streak?: number;
}

/** Correct, incorrect and (when running) streak counters. */
export function QuizStats({ correct, incorrect, streak = 0 }: QuizStatsProps) {
  const { t } = useTranslation(quizNamespace);
  return (
    <List>
      <Stat $tone="success" data-testid="stat-correct">
        <dt>{t('stats.correct')}</dt>
        <dd>{correct}</dd>
      </Stat>
      <Stat $tone="danger" data-testid="stat-incorrect">
        <dt>{t('stats.incorrect')}</dt>
        <dd>{incorrect}</dd>
      </Stat>
      {streak > 0 && (
        <Stat $tone="accent" data-testid="stat-streak">
          <dt>
            <span aria-hidden="true">🔥 </span>
            {t('stats.streak')}
          </dt>
          <dd>{streak}</dd>
        </Stat>
      )}
    </List>
  );
}
