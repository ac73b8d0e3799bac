import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the page's scripts have started it: React listens on its root (it hydrates from
 * then on, and answers or replays what the learner does). A server-rendered page starts its
 * scripts only once it is painted, which can be after its `load` event.
 */
export async function pageStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((name) => name.startsWith('_reactListening'));
  });
}

/**
 * Waits until React has hydrated the element (it holds React's props): a click on it is then
 * answered at once, not kept and carried out later (shell/src/hydration/earlyInteractionsShape.ts).
 */
export async function elementHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) =>
          Object.keys(element).some((name) => name.startsWith('__reactProps$')),
        ),
      // A lazy part hydrates once its code is in: on a loaded machine, well after the page shows.
      { timeout: 30_000 },
    )
    .toBe(true);
}
