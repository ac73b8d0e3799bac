import { Suspense } from 'react';
import { lazyWithStrings } from '@btb/shared-i18n';
import { selectLearningSubject, useAppSelector } from '@btb/shared-store';
import { ContinueRoom } from './ContinueRoom';
import { useReturningPair } from './useReturningPair';

// What fills the tiles (the account's offer, the browser's stores, the tiles' strings) loads only
// for a learner with a chosen pair: never on a first visit.
const ContinueOffer = lazyWithStrings(
  () => import(/* webpackChunkName: "continue" */ './ContinueOffer'),
);

/**
 * "Continue" (issue 34 point 2) at the top of home for a learner with a chosen pair: the lesson last
 * worked on and its next unheard song, the reviews due, the next lesson of their book. Its room
 * comes with the server's HTML (the pair is in a cookie); its contents too for a logged-in learner
 * (from the account), else after hydration. A returning learner without a chosen pair gets it too,
 * for the pair of the lesson they last worked on, once this browser's stores are read (issue 67
 * point 5).
 */
export function ContinueRow() {
  const chosen = useAppSelector(selectLearningSubject);
  const returning = useReturningPair(!chosen);
  const pair = chosen ?? returning;
  if (!pair) return null;
  return (
    <Suspense fallback={<ContinueRoom />}>
      <ContinueOffer pair={pair} />
    </Suspense>
  );
}
