import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeploymentsResponse } from '@btb/shared-contract';
import { fetchDeployments as defaultFetch, type FetchDeployments } from './deploymentsApi';
import { forgetDeployToken, keepDeployToken, readDeployToken } from './deployTokenStorage';

export type DeploymentsState =
  | { kind: 'loading' }
  | { kind: 'askToken'; refused: boolean }
  | { kind: 'failed' }
  | { kind: 'ready'; data: DeploymentsResponse };

/**
 * The page's state: it asks for the deploy token (kept for the tab), shows nothing until the
 * registry accepted it, and forgets a token the registry refused.
 */
export function useDeployments(fetchDeployments: FetchDeployments = defaultFetch) {
  const [state, setState] = useState<DeploymentsState>({ kind: 'loading' });
  const token = useRef<string | null>(null);

  const load = useCallback(
    async (value: string) => {
      token.current = value;
      setState({ kind: 'loading' });
      const result = await fetchDeployments(value);
      if (token.current !== value) return; // Another token was entered or the token forgotten.
      if (result.kind === 'ok') {
        keepDeployToken(value);
        setState({ kind: 'ready', data: result.data });
      } else if (result.kind === 'refused') {
        forgetDeployToken();
        token.current = null;
        setState({ kind: 'askToken', refused: true });
      } else {
        setState({ kind: 'failed' });
      }
    },
    [fetchDeployments],
  );

  // In the browser only (the server renders the loading state): a token this tab already gave.
  useEffect(() => {
    const kept = readDeployToken();
    if (kept) void load(kept);
    else setState({ kind: 'askToken', refused: false });
  }, [load]);

  return {
    state,
    submit: (value: string) => load(value.trim()),
    retry: () => {
      if (token.current) void load(token.current);
    },
    forget: () => {
      forgetDeployToken();
      token.current = null;
      setState({ kind: 'askToken', refused: false });
    },
  };
}
