import { Suspense } from 'react';
import { lazyWithStrings, useTranslation } from '@btb/shared-i18n';
import { Spinner } from '@btb/shared-ui';
import { playerNamespace } from '../playerNamespace';
import type { GapGameProps } from './GapGame';

// The game loads when a learner opens it, never with the shell's first page.
const GapGame = lazyWithStrings(() => import(/* webpackChunkName: "gap-game" */ './GapGame'));

/** Fill the gap over a song's synced lyrics, loaded on first use (song page and now-playing view). */
export function FillTheGap(props: GapGameProps) {
  const { t } = useTranslation(playerNamespace);
  return (
    <Suspense fallback={<Spinner label={t('gapGame.loading')} />}>
      <GapGame {...props} />
    </Suspense>
  );
}
