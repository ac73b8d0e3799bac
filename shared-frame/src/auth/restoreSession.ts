import type { MeResponse } from '@btb/shared-contract';
import { playerActions } from '@btb/shared-player';
import type { AppDispatch, AppStore } from '@btb/shared-store';
import { currentSessionApi } from './api/currentSession';
import { loggedIn } from './authSlice';

/** The answer of `/api/auth/me` without a session: a request without a cookie, or after logout. */
export const noSession: MeResponse = { loggedIn: false, premium: false };

/** What the answer of `/api/auth/me` means for the page: the footer's e-mail, premium playback. */
export function restoreSession(dispatch: AppDispatch, session: MeResponse | undefined): void {
  if (!session?.loggedIn) return;
  if (session.email) dispatch(loggedIn(session.email));
  dispatch(playerActions.setPremium(session.premium === true));
}

/** The session answer already in the store's API cache (the server's, carried by the page). */
export function knownSession(store: AppStore): MeResponse | undefined {
  return currentSessionApi.endpoints.currentSession.select()(store.getState()).data;
}
