import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls down a screen at a time, as a reader would, until the locator shows: parts far down a
 * page (the home page's FAQ) load only when they come near the viewport.
 */
export async function scrollUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    if (await locator.isVisible()) return;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(locator).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}
