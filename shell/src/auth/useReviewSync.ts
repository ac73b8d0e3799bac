import { useEffect } from 'react';
import { useTranslation } from '@btb/shared-i18n';
import { onReviewStoreReset, setReviewLearner } from '@btb/shared-review';
import { showToast, useAppDispatch, useAppSelector } from '@btb/shared-store';
import { shellNamespace } from '../shellNamespace';
import { selectLoggedInEmail } from './authSlice';

/**
 * Reviews follow the login (issue 20): a logged-in learner's reviews sync with the server (at once
 * on login or a restored session), a visitor's stay in this browser. A review store that could not
 * be read and was reset is told to the learner once, as a toast.
 */
export function useReviewSync(): void {
  const email = useAppSelector(selectLoggedInEmail);
  const dispatch = useAppDispatch();
  const { t } = useTranslation(shellNamespace);

  useEffect(() => {
    setReviewLearner(email ?? null);
  }, [email]);

  useEffect(
    () =>
      onReviewStoreReset(() =>
        dispatch(
          showToast({
            title: t('reviews.resetTitle'),
            description: t('reviews.resetText'),
            variant: 'destructive',
          }),
        ),
      ),
    [dispatch, t],
  );
}
