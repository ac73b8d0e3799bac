import { useEffect } from 'react';
import { useAppDispatch } from '@btb/shared-store';
import { useCurrentSessionQuery } from './api/currentSession';
import { restoreSession } from './restoreSession';

/**
 * After a reload the HttpOnly session cookie is still there: show its e-mail again. A server-rendered
 * page already carries the answer (nothing is asked, the store already holds what it says). A page
 * opened offline could not ask: it asks once the network is back, so what was answered offline is
 * synced with the account.
 */
export function useRestoreSession(): void {
  const { data, isError, refetch } = useCurrentSessionQuery();
  const dispatch = useAppDispatch();
  useEffect(() => restoreSession(dispatch, data), [data, dispatch]);
  useEffect(() => {
    if (!isError) return;
    const askAgain = () => void refetch();
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [isError, refetch]);
}
