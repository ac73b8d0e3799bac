import { parseRemoteMap, remotePageRoutesFor, type RemoteMap } from '@btb/platform';
import { keyOf } from '@btb/shared-federation';
import { loadServerPage } from '../federation/serverFederation';
import { withinBudget } from './withinBudget';

/** A remote that does not load in this time at start is left to the first request (no hang). */
const warmUpBudgetMs = 10_000;

/**
 * Loads every remote page once (at start), so the first learners do not wait for the server's
 * first load of a remote (which would exceed the budget and leave their page to the browser).
 */
export async function warmUp(remotes: RemoteMap): Promise<void> {
  const map = parseRemoteMap(remotes);
  await Promise.all(
    remotePageRoutesFor(map).map(async ({ page }) => {
      const entry = map[page.remote]?.entry;
      if (!entry) return;
      try {
        await withinBudget(warmUpBudgetMs, `${keyOf(page)} at start`, async () => {
          await loadServerPage(page.remote, entry, keyOf(page));
        });
      } catch (error) {
        console.warn(`[render] ${keyOf(page)} is not ready on the server yet:`, error);
      }
    }),
  );
}
