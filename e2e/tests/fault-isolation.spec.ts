import { expect, test } from '@playwright/test';
import { audioState, findSong, playFromSongPage } from '../support/player';
import { withoutServerRender } from '../support/clientRendered';
import { remoteOrigins } from '../support/routes';
import { saveLanguage } from '../support/language';

const calculatorOrigin = remoteOrigins.mf_calculator;

test.describe('fault isolation', () => {
  test('an unreachable remote shows a fallback with Retry; the rest of the site carries on', async ({
    page,
  }) => {
    // Only this browser loses the remote (the server still renders it), so the browser's own
    // handling is what is tested: the page as it is without server rendering.
    await withoutServerRender(page);
    await page.route(`${calculatorOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/time-calculator');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText('This part of the site is not available right now.');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Beat to Breakthrough, home' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Other routes still work.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(page).toHaveTitle(/^Search \|/);

    // The remote comes back: Retry loads it without a page reload.
    await page.goBack();
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
    await page.unroute(`${calculatorOrigin}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveTitle(/^Time Calculator \|/, { timeout: 20_000 });
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });

  test('a playing song carries on into a route whose remote is down', async ({ page, request }) => {
    await playFromSongPage(page, await findSong(request, 0));
    await page.route(`${calculatorOrigin}/**`, (route) => route.abort('connectionrefused'));
    const before = (await audioState(page)).time;
    await page.getByRole('link', { name: 'Time-potential calculator' }).click();
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(before + 0.5);
    const state = await audioState(page);
    expect(state).toMatchObject({ count: 1, paused: false });
  });

  test('a remote whose module throws is contained by its route', async ({ page, request }) => {
    const manifest = (await (await request.get(`${calculatorOrigin}/mf-manifest.json`)).json()) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const expose = manifest.exposes.find((item) => item.name === 'TimeCalculatorPage');
    const exposedChunks = expose?.assets.js.sync ?? [];
    expect(exposedChunks.length).toBeGreaterThan(0);
    await page.route(
      (url) =>
        url.origin === calculatorOrigin &&
        exposedChunks.some((file) => url.pathname.endsWith(file)),
      (route) =>
        route.fulfill({
          contentType: 'text/javascript',
          body: 'throw new Error("broken deploy");',
        }),
    );
    await page.goto('/time-calculator');
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveTitle(/^Home \|/);
  });

  test('the fallback is translated', async ({ page }) => {
    await saveLanguage(page, 'de');
    await page.route(`${calculatorOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/time-calculator');
    await expect(page.getByTestId('remote-fallback')).toContainText(
      'Dieser Bereich der Seite ist gerade nicht verfügbar.',
      { timeout: 20_000 },
    );
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });
});
