import { playerActions } from '@btb/shared-player';
import { useAppDispatch } from '@btb/shared-store';
import { currentSessionApi } from './api/currentSession';
import { useLogoutMutation } from './api/logout';
import { loggedOut } from './authSlice';

/** Clears the local logged-in state at once and ends the server session; a failed call is logged. */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();

  const logOut = async () => {
    dispatch(loggedOut());
    dispatch(playerActions.setPremium(false));
    // The remembered answer of /api/auth/me must not log the learner back in.
    dispatch(
      currentSessionApi.util.upsertQueryData('currentSession', undefined, {
        loggedIn: false,
        premium: false,
      }),
    );
    const result = await logout();
    if ('error' in result) console.warn('Logout call failed', result.error);
  };

  return { logOut, pending: isLoading };
}
