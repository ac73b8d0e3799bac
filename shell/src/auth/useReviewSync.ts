import { useEffect, useState } from 'react';
import { browserStorageKeys } from '@btb/shared-contract';
import { loadListening, playerActions } from '@btb/shared-player';
import type * as ReviewCode from '@btb/shared-review';
import { useTranslation } from '@btb/shared-i18n';
import { listenerMiddleware, showToast, useAppDispatch, useAppSelector } from '@btb/shared-store';
import { selectLoggedInEmail } from '@btb/shared-frame';
import { shellNamespace } from '../shellNamespace';

type ReviewModule = typeof ReviewCode;

/**
 * Whether this browser keeps reviews. A first visit has none, so the review code is not loaded for
 * it; where the browser cannot list its databases, the answer is yes.
 */
async function reviewsKeptHere(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === browserStorageKeys.reviews);
  } catch {
    return true;
  }
}

/**
 * Reviews follow the login (issue 20): a logged-in learner's reviews, quiz scores and heard songs
 * sync with the server (at once on login or a restored session, and a little after a song was
 * heard to its end), a visitor's stay in this browser. A review store that could not
 * be read and was reset is told to the learner once, as a toast. The review code loads only where
 * there is something to sync: a logged-in learner, or reviews kept in this browser (a page that
 * records a review loads it itself).
 */
export function useReviewSync(): void {
  const email = useAppSelector(selectLoggedInEmail);
  const dispatch = useAppDispatch();
  const { t } = useTranslation(shellNamespace);
  const [reviews, setReviews] = useState<ReviewModule | null>(null);

  useEffect(() => {
    if (reviews) return;
    let current = true;
    void (async () => {
      if (!email && !(await reviewsKeptHere())) return;
      const [loaded, listening] = await Promise.all([
        import('@btb/shared-review'),
        loadListening(),
      ]);
      // The songs heard here go with the progress sync (the player's store, handed in).
      loaded.setHeardSongStore(listening.listeningHeardSongs);
      if (current) setReviews(loaded);
    })().catch((error: unknown) => console.error('The review sync could not start.', error));
    return () => {
      current = false;
    };
  }, [email, reviews]);

  useEffect(() => {
    reviews?.setReviewLearner(email ?? null);
  }, [reviews, email]);

  useEffect(
    () =>
      reviews
        ? listenerMiddleware.startListening({
            actionCreator: playerActions.heardToEnd,
            effect: () => reviews.scheduleReviewSync(),
          })
        : undefined,
    [reviews],
  );

  useEffect(
    () =>
      reviews?.onReviewStoreReset(() =>
        dispatch(
          showToast({
            title: t('reviews.resetTitle'),
            description: t('reviews.resetText'),
            variant: 'destructive',
          }),
        ),
      ),
    [reviews, dispatch, t],
  );
}
