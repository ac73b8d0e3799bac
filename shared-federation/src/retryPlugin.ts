import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch retried with a growing pause while the network fails or the server answers 5xx. */
async function fetchWithRetry(
  url: string,
  init: RequestInit,
  attempts: number,
  pauseMs: number,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return response;
      lastError = new Error(`${response.status}: ${response.statusText}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await wait(pauseMs * attempt);
  }
  throw lastError;
}

/** Manifests fetched before the runtime asked for them (`prefetchManifest`), each handed over once. */
const prefetched = new Map<string, Promise<Response>>();

/**
 * Fetches a remote's manifest now, for the runtime to take when it loads that remote: the page a
 * link leads to then starts downloading its code the moment the link is pointed at, not one round
 * trip later. A failure is forgotten: the runtime's own fetch tries again.
 */
export function prefetchManifest(url: string, attempts = 3, pauseMs = 250): void {
  if (prefetched.has(url)) return;
  const response = fetchWithRetry(url, {}, attempts, pauseMs);
  prefetched.set(url, response);
  response.catch(() => prefetched.delete(url));
}

/**
 * Network layer: manifest requests are retried with a growing pause, so a blip while a team
 * redeploys its remote does not cost the learner the page; a manifest fetched ahead is used once.
 */
export function retryPlugin(attempts = 3, pauseMs = 250): ModuleFederationRuntimePlugin {
  return {
    name: 'btb-retry',
    fetch(url, init) {
      const early = prefetched.get(url);
      if (early) {
        prefetched.delete(url);
        return early;
      }
      return fetchWithRetry(url, init, attempts, pauseMs);
    },
  };
}
