import { expect, type Page } from '@playwright/test';

/**
 * Moves to a path inside the single-page app without a page load (as a link would), so the
 * playing track and the player bar stay.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.locator('main h1, h1').first()).toBeVisible();
}

/** Parts still loading: busy regions and skeleton rows of cards. */
const loadingParts = '[aria-busy="true"], [data-testid="card-skeletons"]';

/**
 * Scrolls to the bottom a screen at a time, as a reader would, letting what comes into view load
 * before the next step, until the page stops growing (sections far down load when near).
 */
export async function scrollToBottom(page: Page): Promise<void> {
  await expect(page.locator(loadingParts)).toHaveCount(0, { timeout: 15_000 });
  await expect(async () => {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.8);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const root = document.scrollingElement ?? document.documentElement;
      return Math.ceil(root.scrollTop + window.innerHeight) >= root.scrollHeight;
    });
    await expect(page.locator(loadingParts)).toHaveCount(0, { timeout: 15_000 });
    expect(atBottom).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [50] });
}
