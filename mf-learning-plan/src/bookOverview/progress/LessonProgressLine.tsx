import styled from 'styled-components';
import type { LessonProgress } from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import { ProgressText } from './ProgressText';

const Badge = styled.strong`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
`;

interface LessonProgressLineProps {
  /** Null until this browser's stores are read. */
  progress: LessonProgress | null;
  isNext: boolean;
}

/** A lesson's songs heard, best quiz score, words learned and due, and the mark of the next one. */
export function LessonProgressLine({ progress, isNext }: LessonProgressLineProps) {
  const { t } = useTranslation(learningPlanNamespace);
  if (!progress) return <ProgressText data-testid="lesson-progress" />;
  const score = progress.bestScore;
  return (
    <ProgressText data-testid="lesson-progress">
      {isNext && <Badge>{t('progress.next')}</Badge>}
      {progress.done && !isNext && <Badge>{t('progress.done')}</Badge>}
      {[
        t('progress.songsHeard', { heard: progress.heard, count: progress.songs }),
        score
          ? t('progress.quizBest', { correct: score.correct, total: score.total })
          : t('progress.quizNotTaken'),
        t('progress.words', { count: progress.learned, due: progress.due }),
      ].join(' · ')}
    </ProgressText>
  );
}
