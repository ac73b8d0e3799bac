import type { DeploymentsResponse } from '@btb/shared-contract';

/** The registry's answer to the page: the live versions, a refused token, or no answer. */
export type DeploymentsResult =
  { kind: 'ok'; data: DeploymentsResponse } | { kind: 'refused' } | { kind: 'failed' };

export type FetchDeployments = (token: string) => Promise<DeploymentsResult>;

const isResponse = (value: unknown): value is DeploymentsResponse =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { remotes?: unknown }).remotes);

/** `GET /registry/deployments` with the deploy token (registry/src/registryRoutes.ts). */
export const fetchDeployments: FetchDeployments = async (token) => {
  try {
    const response = await fetch('/registry/deployments', {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    if (response.status === 401 || response.status === 403) return { kind: 'refused' };
    if (!response.ok) return { kind: 'failed' };
    const body: unknown = await response.json();
    return isResponse(body) ? { kind: 'ok', data: body } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
};
