import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Network layer: manifest requests are retried with a growing pause, so a blip while a team
 * redeploys its remote does not cost the learner the page.
 */
export function retryPlugin(attempts = 3, pauseMs = 250): ModuleFederationRuntimePlugin {
  return {
    name: 'btb-retry',
    async fetch(url, init) {
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
    },
  };
}
