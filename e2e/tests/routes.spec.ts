import { expect, test } from '@playwright/test';
import { pageStarted } from '../support/hydration';
import { chooseLanguage } from '../support/language';
import { siteRoutes } from '../support/routes';

test.describe('routes', () => {
  for (const route of siteRoutes) {
    test(`${route.path} renders inside the shell with its title`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Beat to Breakthrough, home' }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    });
  }

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/definitely-not-here');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('the nav moves between remotes without a page load', async ({ page }) => {
    await page.goto('/');
    // Before the scripts start, a nav link is a plain link: the browser loads the page.
    await pageStarted(page);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page).toHaveTitle(/^Search \|/);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
  });

  test('the mobile menu toggle reveals the links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Search' })).toBeHidden();
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Search' })).toBeVisible();
  });

  test('the language select switches the page to German and persists', async ({ page }) => {
    await page.goto('/search');
    await chooseLanguage(page, 'de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(/^Suche \|/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('combobox', { name: 'Sprache wählen' })).toHaveValue('de');
  });
});
