import { browserStorageKeys } from '@btb/shared-contract';

/** The deploy token typed on /deployments: kept for this tab only (sessionStorage), never sent elsewhere. */
const key = browserStorageKeys.deployToken;

export function readDeployToken(): string | null {
  try {
    return sessionStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

export function keepDeployToken(token: string): void {
  try {
    sessionStorage.setItem(key, token);
  } catch {
    // Storage off: the token lasts as long as the page.
  }
}

export function forgetDeployToken(): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
