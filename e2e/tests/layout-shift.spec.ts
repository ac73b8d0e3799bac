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

  // Known flake, left open on issue 39 (2026-11-29): failed on both tries in a fresh-clone CI run on
  // this host (load about 11) and passed in the run before it, with the same tree. The End press can
  // land before the page's scripts start (they start after the first paint); what then shifts was
  // not found in the time left.
  test.fixme('pressing End on home does not push the footer when the FAQ arrives', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('playlist-row').first()).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(maxShift);
  });
});
