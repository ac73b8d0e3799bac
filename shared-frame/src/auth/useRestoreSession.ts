import { useEffect } from 'react';
import { useAppDispatch } from '@btb/shared-store';
import { useCurrentSessionQuery } from './api/currentSession';
import { restoreSession } from './restoreSession';

/**
 * Right after the network is back, the first requests can still fail (the connection, or the
 * service worker's, not up yet): the ask is repeated after these pauses while the browser says
 * it is online.
 */
export const askAgainDelaysMs = [1_000, 2_000, 4_000, 8_000, 16_000] as const;

/**
 * After a reload the HttpOnly session cookie is still there: show its e-mail again. A server-rendered
 * page already carries the answer (nothing is asked, the store already holds what it says). A page
 * opened offline could not ask: it asks once the network is back (again, a few times, while that
 * fails), so what was answered offline is synced with the account.
 */
export function useRestoreSession(): void {
  const { data, isError, refetch } = useCurrentSessionQuery();
  const dispatch = useAppDispatch();
  useEffect(() => restoreSession(dispatch, data), [data, dispatch]);
  useEffect(() => {
    if (!isError) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const ask = () => {
      void refetch().then((result) => {
        const pause = askAgainDelaysMs[failures];
        if (!result.isError || !navigator.onLine || pause === undefined) return;
        failures += 1;
        timer = setTimeout(ask, pause);
      });
    };
    const online = () => {
      clearTimeout(timer);
      failures = 0;
      ask();
    };
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [isError, refetch]);
}
