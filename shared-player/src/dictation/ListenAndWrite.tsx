import { Suspense } from 'react';
import { lazyWithStrings, useTranslation } from '@btb/shared-i18n';
import { Spinner } from '@btb/shared-ui';
import { playerNamespace } from '../playerNamespace';
import type { DictationProps } from './Dictation';

// Dictation loads when a learner opens it, never with the shell's first page.
const Dictation = lazyWithStrings(() => import(/* webpackChunkName: "dictation" */ './Dictation'));

/** Listen and write over a song's timed lines, loaded on first use (song page and now playing). */
export function ListenAndWrite(props: DictationProps) {
  const { t } = useTranslation(playerNamespace);
  return (
    <Suspense fallback={<Spinner label={t('dictation.loading')} />}>
      <Dictation {...props} />
    </Suspense>
  );
}
