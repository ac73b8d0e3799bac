import { expect, test, type Page } from '@playwright/test';
import { withoutServerRender } from '../support/clientRendered';
import { remoteOrigins } from '../support/routes';

/** Uncaught errors of the page; a page that handles the outage well has none. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectFrameUsable(page: Page) {
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Beat to Breakthrough, home' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** Each route with the SPEC error text it shows when every API call fails. */
const apiDownRoutes = [
  { path: '/', text: 'Error loading content. Please try again later.' },
  { path: '/search', text: 'Error loading. Please try again.' },
  { path: '/song/1', text: 'Song not found' },
  {
    path: '/quiz?code=DE_EN_A1_B01_L01',
    text: 'Unfortunately there is no vocabulary for this code. Please try another code.',
  },
  { path: '/book-overview/DE_EN', text: 'Error loading the overview. Please try again.' },
] as const;

test.describe('the API is down', () => {
  test.beforeEach(async ({ page }) => {
    // Only this browser loses the API; the site server, which renders pages, still reaches it.
    await withoutServerRender(page);
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  });

  for (const route of apiDownRoutes) {
    test(`${route.path} shows "${route.text}" and nothing crashes`, async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto(route.path);
      await expect(page.getByText(route.text, { exact: true }).first()).toBeVisible();
      await expectFrameUsable(page);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('the time calculator needs no API and works', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/time-calculator');
    await expect(page).toHaveTitle(/^Time Calculator \|/);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('nav and footer still move between pages', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/song/1');
    await expect(page.getByText('Song not found')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveTitle(/^Search \|/);
    await expect(page.getByText('Error loading. Please try again.')).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Time-potential calculator' })
      .click();
    await expect(page).toHaveTitle(/^Time Calculator \|/);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveTitle(/^Home \|/);
    await expect(
      page.getByText('Error loading content. Please try again later.').first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
});

/** Each remote with its route, and a route of another remote that must keep working. */
const remoteRoutes = [
  { remote: 'mf_home', path: '/', other: '/search', otherTitle: /^Search \|/ },
  { remote: 'mf_search', path: '/search', other: '/', otherTitle: /^Home \|/ },
  { remote: 'mf_song', path: '/song/1', other: '/search', otherTitle: /^Search \|/ },
  { remote: 'mf_quiz', path: '/quiz', other: '/search', otherTitle: /^Search \|/ },
  { remote: 'mf_learning_plan', path: '/book-overview/DE_EN', other: '/', otherTitle: /^Home \|/ },
  { remote: 'mf_calculator', path: '/time-calculator', other: '/', otherTitle: /^Home \|/ },
] as const;

test.describe('one remote down at a time', () => {
  for (const { remote, path, other, otherTitle } of remoteRoutes) {
    test(`${remote} down: ${path} shows the fallback, ${other} still works`, async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.route(`${remoteOrigins[remote]}/**`, (route) => route.abort('connectionrefused'));
      await page.goto(path);
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toContainText('This part of the site is not available right now.', {
        timeout: 20_000,
      });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectFrameUsable(page);

      const otherName = other === '/' ? 'Home' : 'Search';
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: otherName })
        .click();
      await expect(page).toHaveTitle(otherTitle);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});
