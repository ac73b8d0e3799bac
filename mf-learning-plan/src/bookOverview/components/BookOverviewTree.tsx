import { useEffect } from 'react';
import type { BookOverview } from '@btb/shared-contract';
import { useTranslation } from '@btb/shared-i18n';
import { PlainList } from '@btb/shared-ui';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import { useExpansion } from '../expansion/useExpansion';
import { lessonExpansion } from '../overviewTarget';
import { useBookProgress } from '../progress/useBookProgress';
import { lessonElementId } from './LessonItem';
import { LevelSection } from './LevelSection';

interface BookOverviewTreeProps {
  code: string;
  overview: BookOverview;
  /** A lesson's code: its level, book and lesson open, the lesson scrolled into view. */
  lesson?: string;
}

/** Levels, books and lessons; what is open is remembered per code for this browser session. */
export function BookOverviewTree({ code, overview, lesson }: BookOverviewTreeProps) {
  const { t } = useTranslation(learningPlanNamespace);
  const opened = lesson ? lessonExpansion(overview, lesson) : undefined;
  const expansion = useExpansion(code, opened);
  const progress = useBookProgress(overview);
  const lessonId = opened?.lessons?.[0];
  useEffect(() => {
    if (!lessonId) return;
    document.getElementById(lessonElementId(lessonId))?.scrollIntoView?.({ block: 'center' });
  }, [lessonId]);
  return (
    <PlainList $gap={4} aria-label={t('bookOverview.levels')}>
      {overview.levels.map((level) => (
        <LevelSection key={level.level} level={level} expansion={expansion} progress={progress} />
      ))}
    </PlainList>
  );
}
