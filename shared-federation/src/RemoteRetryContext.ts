import { createContext, useContext } from 'react';

/** Lets the fallback, wherever it is rendered from, ask its route to load the remote again. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): (() => void) | null {
  return useContext(RemoteRetryContext);
}
