import { browserStorageKeys, cookieValue } from '@btb/shared-contract';
import type { AppStore } from '@btb/shared-store';
import { currentSessionApi, knownSession, noSession, restoreSession } from '@btb/shared-frame';
import { withinBudget } from './withinBudget';

/**
 * The server asks for the request's session with its cookie, so the page carries the answer: the
 * browser does not ask again while it hydrates (an answer arriving then re-renders the frame and
 * restarts the page's hydration), and a logged-in learner's footer shows the e-mail at once. An
 * answer slower than `budgetMs`, or a failed one, stays out of the page: the browser asks then.
 * A request without the session cookie has no session: nothing to ask.
 */
export async function prefetchSession(
  store: AppStore,
  { cookie, budgetMs }: { cookie: string | undefined; budgetMs: number },
): Promise<void> {
  if (!cookieValue(cookie, browserStorageKeys.sessionCookie)) {
    await store.dispatch(
      currentSessionApi.util.upsertQueryData('currentSession', undefined, noSession),
    );
    return;
  }
  try {
    await withinBudget(budgetMs, 'the session', () =>
      store.dispatch(
        currentSessionApi.endpoints.currentSession.initiate(undefined, { subscribe: false }),
      ),
    );
  } catch (error) {
    console.warn('[render] the session is left to the browser:', error);
  }
  restoreSession(store.dispatch, knownSession(store));
}
