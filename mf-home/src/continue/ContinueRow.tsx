import { Suspense } from 'react';
import { lazyWithStrings } from '@btb/shared-i18n';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { ContinueRoom } from './ContinueRoom';

// What fills the tiles (the account's offer, the browser's stores, the tiles' strings) loads only
// for a learner with a chosen pair: never on a first visit.
const ContinueOffer = lazyWithStrings(
  () => import(/* webpackChunkName: "continue" */ './ContinueOffer'),
);

/**
 * "Continue" (issue 34 point 2) at the top of home for a learner with a chosen pair: the lesson last
 * worked on and its next unheard song, the reviews due, the next lesson of their book. Its room
 * comes with the server's HTML (the pair is in a cookie); its contents too for a logged-in learner
 * (from the account), else after hydration.
 */
export function ContinueRow() {
  const pair = useAppSelector(selectLearningSubject);
  if (!pair) return null;
  return (
    <Suspense fallback={<ContinueRoom />}>
      <ContinueOffer pair={pair} />
    </Suspense>
  );
}
