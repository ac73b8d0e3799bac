import { expect, test } from '@playwright/test';
import { remoteOrigins } from '../support/routes';

test.describe('each remote standalone at its own origin', () => {
  for (const [name, origin] of Object.entries(remoteOrigins)) {
    test(`${name} runs on its own at ${origin}/`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${origin}/`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByTestId('player-bar')).toBeVisible();
      await expect(page.getByText('standalone')).toBeVisible();
      expect(await page.locator('audio').count()).toBe(1);
      expect(errors).toEqual([]);
    });
  }

  for (const [name, origin] of Object.entries(remoteOrigins)) {
    test(`${name} shows the 404 page at an unknown path of ${origin}`, async ({ page }) => {
      await page.goto(`${origin}/nope`);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page).toHaveURL(`${origin}/nope`);
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).not.toHaveURL(`${origin}/nope`);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeHidden();
    });
  }
});
