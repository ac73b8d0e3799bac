import styled from 'styled-components';
import { useTranslation } from '@btb/shared-i18n';
import { quizNamespace } from '../quizNamespace';

const Track = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.gradient};
  transition: width 0.3s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Progress through the round: card `current` of `total` (1-based). */
export function QuizProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation(quizNamespace);
  const percent = total > 0 ? (current / total) * 100 : 0;
  return (
    <Track
      role="progressbar"
      aria-label={t('card.progressLabel')}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={current}
      aria-valuetext={t('card.questionOf', { current, total })}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
