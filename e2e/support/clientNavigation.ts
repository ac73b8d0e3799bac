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

/**
 * Scrolls to the bottom a screen at a time, as a reader would, waiting for each step to paint,
 * until the page stops growing (sections far down load when they come near).
 */
export async function scrollToBottom(page: Page): Promise<void> {
  await expect(async () => {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.8);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const root = document.scrollingElement ?? document.documentElement;
      return Math.ceil(root.scrollTop + window.innerHeight) >= root.scrollHeight;
    });
    expect(atBottom).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [50] });
}
