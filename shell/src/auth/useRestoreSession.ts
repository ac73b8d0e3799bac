import { useEffect } from 'react';
import { playerActions } from '@btb/shared-player';
import { useAppDispatch } from '@btb/shared-store';
import { useCurrentSessionQuery } from './api/currentSession';
import { loggedIn } from './authSlice';

/** After a reload the HttpOnly session cookie is still there: show its e-mail again. */
export function useRestoreSession(): void {
  const { data } = useCurrentSessionQuery();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!data?.loggedIn) return;
    if (data.email) dispatch(loggedIn(data.email));
    dispatch(playerActions.setPremium(data.premium === true));
  }, [data, dispatch]);
}
