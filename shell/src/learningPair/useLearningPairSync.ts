import { useEffect, useState } from 'react';
import {
  asLearningPair,
  type LearnerProgress,
  type LearnerProgressPush,
  type LearningPair,
} from '@btb/shared-contract';
import {
  apiRoutes,
  apiRequest,
  chooseLearningPair,
  selectLearningPair,
  useAppDispatch,
  useAppSelector,
} from '@btb/shared-store';
import { selectLoggedInEmail } from '@btb/shared-frame';

/** What the account holds, as far as this browser knows: read once per login. */
interface AccountPair {
  email: string;
  pair: LearningPair | null;
}

/**
 * The language pair goes with the account (issue 34): on login (or a restored session) the
 * account's pair is read and, when it has one, followed here; without one, this browser's pair is
 * given to it. A pair chosen while logged in goes to the account at once. A bad value from the
 * server is ignored; a failed request leaves this browser's pair as it is.
 */
export function useLearningPairSync(): void {
  const email = useAppSelector(selectLoggedInEmail);
  const pair = useAppSelector(selectLearningPair);
  const dispatch = useAppDispatch();
  const [account, setAccount] = useState<AccountPair | null>(null);

  useEffect(() => {
    setAccount(null);
    if (!email) return;
    let current = true;
    apiRequest<LearnerProgress>(apiRoutes.learnerProgress)
      .then((progress) => {
        if (!current) return;
        const fromAccount = asLearningPair(progress?.learningPair) ?? null;
        if (fromAccount) chooseLearningPair(dispatch, fromAccount);
        setAccount({ email, pair: fromAccount });
      })
      .catch((error: unknown) =>
        console.warn('The account’s language pair could not be read.', error),
      );
    return () => {
      current = false;
    };
  }, [email, dispatch]);

  useEffect(() => {
    if (!email || account?.email !== email || pair === null || pair === account.pair) return;
    setAccount({ email, pair });
    const body: LearnerProgressPush = { learningPair: pair };
    apiRequest<LearnerProgress>(apiRoutes.learnerProgress, { method: 'POST', body }).catch(
      (error: unknown) =>
        console.warn('The language pair could not be kept with the account.', error),
    );
  }, [email, pair, account]);
}
