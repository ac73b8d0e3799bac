import { useTranslation } from '@btb/shared-i18n';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { PlayAllButton, playerNamespace } from '@btb/shared-player';
import { fetchReviewMix } from './fetchReviewMix';

const source = { kind: 'review', name: '' } as const;

/**
 * "Play my review mix": a queue of the songs that teach the words due soonest (one song per lesson,
 * most due first), played hands-free with the now-playing view.
 */
export function PlayReviewMixButton({
  $variant = 'primary',
}: {
  $variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation(playerNamespace);
  const pair = useAppSelector(selectLearningSubject);
  return (
    <PlayAllButton
      tracks={() => fetchReviewMix(pair)}
      source={source}
      text={t('reviewMix.play')}
      label={t('reviewMix.label')}
      emptyText={t('reviewMix.empty')}
      $variant={$variant}
      testId="play-review-mix"
      openNowPlaying
    />
  );
}
