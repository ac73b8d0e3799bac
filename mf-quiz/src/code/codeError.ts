import type { ApiQueryError } from '@btb/shared-store';

/** Why a code did not start a quiz; turned into text by `useCodeErrorText`. */
export type CodeError =
  | { kind: 'server'; message: string }
  /** The server said no without a message: "Code nicht gültig". */
  | { kind: 'invalid' }
  /** Anything else (network, `valid: false`): "Code nicht gültig oder keine Vokabeln verfügbar". */
  | { kind: 'invalidOrEmpty' }
  /** The code was fine but its lesson has no cards (or they failed to load). */
  | { kind: 'noVocabulary' }
  /** No network, and the code is not a lesson saved for offline: not "invalid", just unknown. */
  | { kind: 'offline' };

function isApiQueryError(error: unknown): error is ApiQueryError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/** SPEC section 5: the server's message, else "Code nicht gültig"; any other failure the fallback. */
export function codeErrorFrom(error: unknown): CodeError {
  if (isApiQueryError(error) && typeof error.status === 'number') {
    const message = error.serverMessage?.trim();
    return message ? { kind: 'server', message } : { kind: 'invalid' };
  }
  return { kind: 'invalidOrEmpty' };
}
