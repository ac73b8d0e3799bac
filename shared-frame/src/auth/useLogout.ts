import { playerActions } from '@btb/shared-player';
import { useAppDispatch } from '@btb/shared-store';
import { currentSessionApi } from './api/currentSession';
import { useLogoutMutation } from './api/logout';
import { loggedOut } from './authSlice';
import { noSession } from './restoreSession';

/** Forgets the login in this page only (the server session is already gone or ending). */
export function useForgetLogin() {
  const dispatch = useAppDispatch();
  return () => {
    dispatch(loggedOut());
    dispatch(playerActions.setPremium(false));
    // The remembered answer of /api/auth/me must not log the learner back in.
    dispatch(currentSessionApi.util.upsertQueryData('currentSession', undefined, noSession));
  };
}

/** Clears the local logged-in state at once and ends the server session; a failed call is logged. */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const forgetLogin = useForgetLogin();

  const logOut = async () => {
    forgetLogin();
    const result = await logout();
    if ('error' in result) console.warn('Logout call failed', result.error);
  };

  return { logOut, pending: isLoading };
}
