import { expect, test, type Page } from '@playwright/test';

const summary = async (page: Page) => ({
  hours: await page.getByTestId('theoretical-hours').textContent(),
  days: await page.getByTestId('theoretical-days').textContent(),
  effectiveHours: await page.getByTestId('effective-hours').textContent(),
});

test.describe('time calculator', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/time-calculator');
    await page.evaluate(() => window.localStorage.removeItem('timeCalculator'));
    await page.reload();
  });

  test('shows 13 sliders and the default summary 810 h / 101.3 days / 202.5 h', async ({
    page,
  }) => {
    await expect(page).toHaveTitle(/^Time Calculator \|/);
    await expect(page.getByRole('main').getByRole('slider')).toHaveCount(13);
    await expect(page.getByTestId('theoretical-hours')).toHaveText('810');
    expect(await summary(page)).toEqual({ hours: '810', days: '101.3', effectiveHours: '202.5' });
  });

  test('applies the presets and Reset', async ({ page }) => {
    await page.getByRole('button', { name: 'Active' }).click();
    await expect(page.getByTestId('theoretical-hours')).toHaveText('1,185');
    expect(await summary(page)).toEqual({
      hours: '1,185',
      days: '148.1',
      effectiveHours: '414.8',
    });
    await page.getByRole('button', { name: 'Conservative' }).click();
    await expect(page.getByTestId('theoretical-hours')).toHaveText('708.5');
    await expect(page.getByTestId('effective-hours')).toHaveText('141.7');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('theoretical-hours')).toHaveText('810');
  });

  test('keeps its state across a reload', async ({ page }) => {
    await page.getByRole('button', { name: 'Active' }).click();
    await page.getByRole('slider', { name: 'Utilization' }).fill('50');
    await expect(page.getByTestId('effective-hours')).toHaveText('592.5');
    await page.reload();
    await expect(page.getByTestId('theoretical-hours')).toHaveText('1,185');
    await expect(page.getByTestId('value-eff')).toHaveText('50%');
    await expect(page.getByTestId('effective-hours')).toHaveText('592.5');
  });

  test('repairs a broken stored state instead of crashing', async ({ page }) => {
    // Written before any page script runs, so the open page cannot save over it first.
    await page.addInitScript(() =>
      window.localStorage.setItem('timeCalculator', JSON.stringify({ eff: 900, cookMin: 'x' })),
    );
    await page.reload();
    await expect(page.getByTestId('value-eff')).toHaveText('100%');
    await expect(page.getByTestId('value-cookMin')).toHaveText('30 min');
  });

  test('copies the summary and says so for a moment', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy summary' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain('Theoretical: 810 hours = 101.3 learning days');
    await expect(page.getByRole('button', { name: 'Copy summary' })).toBeVisible({
      timeout: 5000,
    });
  });
});
