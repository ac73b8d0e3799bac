import type { LoginRequest } from '@btb/shared-contract';
import { playerActions } from '@btb/shared-player';
import { useAppDispatch } from '@btb/shared-store';
import { useLoginMutation } from './api/login';
import { loggedIn } from './authSlice';

export type LoginOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: 'rejected'; serverMessage?: string }
  | { ok: false; reason: 'connection' };

const serverMessageOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'serverMessage' in error
    ? (error as { serverMessage?: string }).serverMessage || undefined
    : undefined;

/**
 * SPEC section 5: a login counts only with an ok status and `success: true`. On success the footer
 * shows the e-mail and premium sessions hear restricted songs in full.
 */
export function useLogin() {
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();

  const logIn = async (credentials: LoginRequest): Promise<LoginOutcome> => {
    const result = await login(credentials);
    if ('error' in result) {
      const error = result.error as { status?: unknown };
      if (error.status === 'FETCH_ERROR') return { ok: false, reason: 'connection' };
      return { ok: false, reason: 'rejected', serverMessage: serverMessageOf(error) };
    }
    if (!result.data?.success) {
      return { ok: false, reason: 'rejected', serverMessage: result.data?.message || undefined };
    }
    const email = result.data.email || credentials.email;
    dispatch(loggedIn(email));
    dispatch(playerActions.setPremium(result.data.premium === true));
    return { ok: true, email };
  };

  return { logIn, pending: isLoading };
}
