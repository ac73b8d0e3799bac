import { expect, test } from '@playwright/test';
import { scrollToBottom } from '../support/clientNavigation';
import { layoutShift, recordLayoutShift } from '../support/layoutShift';
import { siteRoutes } from '../support/routes';

// Content that moves while a learner reads (or aims for a button) is Cumulative Layout Shift;
// "good" is 0.1, and we hold every route to 0.02 from loading through scrolling to the bottom.
const maxShift = 0.02;

test.describe('layout shift', () => {
  test.beforeEach(({ page }) => recordLayoutShift(page));

  for (const route of siteRoutes) {
    test(`${route.path} does not shift while loading and scrolling down`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.locator('h1').first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      await scrollToBottom(page);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThanOrEqual(maxShift);
    });
  }

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 667 },
  ]) {
    test(`pressing End on home does not move the footer as the rows below and the FAQ arrive (${viewport.width} px wide)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByTestId('playlist-row').first()).toBeVisible();
      await page.keyboard.press('End');
      await expect(
        page.getByRole('heading', { name: 'Frequently Asked Questions' }),
      ).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThanOrEqual(maxShift);
    });
  }

  // The room is exact where each row's heading takes one line. On a narrow screen a long headline
  // wraps, the row comes out a few pixels taller than its room, and the browser's scroll anchoring
  // keeps what is on screen in place (the End test above covers that width).
  test("home's rows further down take the room kept for them", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    const footerTop = () =>
      page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top + scrollY);
    // Rows below the first screen wait in a placeholder (their HTML in a <noscript>).
    const waiting = page.locator('main noscript');
    expect(await waiting.count()).toBeGreaterThan(0);
    const kept = await footerTop();
    await scrollToBottom(page);
    await expect(waiting).toHaveCount(0);
    expect(Math.abs((await footerTop()) - kept)).toBeLessThanOrEqual(1);
  });
});
