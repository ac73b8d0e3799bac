import type { ProgressTotals } from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { learningPlanNamespace } from '../../learningPlanNamespace';
import { ProgressText } from './ProgressText';

/** A book's or level's progress in one line; its room only, until the progress is read. */
export function ProgressTotalLine({ totals }: { totals: ProgressTotals | null }) {
  const { t } = useTranslation(learningPlanNamespace);
  return (
    <ProgressText data-testid="progress-total">
      {totals &&
        [
          t('progress.lessonsDone', { done: totals.done, count: totals.lessons }),
          t('progress.songsHeard', { heard: totals.heard, count: totals.songs }),
          t('progress.words', { count: totals.learned, due: totals.due }),
        ].join(' · ')}
    </ProgressText>
  );
}
