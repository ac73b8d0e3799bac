import { useEffect } from 'react';
import { useAppDispatch } from '@btb/shared-store';
import { useCurrentSessionQuery } from './api/currentSession';
import { restoreSession } from './restoreSession';

/**
 * After a reload the HttpOnly session cookie is still there: show its e-mail again. A server-rendered
 * page already carries the answer (nothing is asked, the store already holds what it says).
 */
export function useRestoreSession(): void {
  const { data } = useCurrentSessionQuery();
  const dispatch = useAppDispatch();
  useEffect(() => restoreSession(dispatch, data), [data, dispatch]);
}
