import { expect, test, type Page } from '@playwright/test';

/** The search page against the real API and seeded catalogue (SPEC section 2 "Search page"). */

const countText = (page: Page) => page.getByText(/^\d+ songs? found$/);
const resultRows = (page: Page) => page.getByTestId('search-result');
const subjectSelect = (page: Page) => page.getByRole('combobox', { name: 'Subject' });
const levelSelect = (page: Page) => page.getByRole('combobox', { name: 'Level' });

async function songCount(page: Page): Promise<number> {
  await expect(countText(page)).toBeVisible();
  return Number.parseInt((await countText(page).textContent()) ?? '', 10);
}

async function firstResultTitle(page: Page): Promise<string> {
  const link = resultRows(page).first().getByRole('link');
  return (await link.textContent())?.trim() ?? '';
}

test.describe('search page', () => {
  test('lists all songs, then searches by text with Enter', async ({ page }) => {
    await page.goto('/search');
    await expect(page).toHaveTitle(/^Search \|/);
    await expect(page.getByRole('heading', { name: 'All songs' })).toBeVisible();
    const all = await songCount(page);
    expect(all).toBeGreaterThan(1);

    // A lesson code is part of the searchable text and names exactly one song.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('DE_EN_A1_B01_L01');
    await search.press('Enter');

    await expect(
      page.getByRole('heading', { name: 'Search results for “DE_EN_A1_B01_L01”' }),
    ).toBeVisible();
    await expect(page.getByText('1 song found')).toBeVisible();
    await expect(resultRows(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/search\?q=DE_EN_A1_B01_L01$/);
  });

  test('filters by subject and level, and keeps the filters over a reload', async ({ page }) => {
    await page.goto('/search');
    const all = await songCount(page);
    await expect(levelSelect(page)).toBeDisabled();

    await subjectSelect(page).selectOption('DE_EN');
    await expect(levelSelect(page)).toBeEnabled();
    await levelSelect(page).selectOption('A1');

    await expect(page).toHaveURL(/\/search\?subject=DE_EN&level=A1$/);
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect(resultRows(page).first()).toBeVisible();
    // One subject's level: 3 books × 5 lessons. Awaited as a text, so a count still showing the
    // subject alone (before the level's results arrive) is not taken for the filtered one.
    const filtered = 15;
    await expect(countText(page)).toHaveText(`${filtered} songs found`);
    expect(filtered).toBeLessThan(all);
    // A1 songs carry the beginner badge.
    await expect(resultRows(page).filter({ hasNotText: 'Beginner' })).toHaveCount(0);

    await page.reload();
    await expect(subjectSelect(page)).toHaveValue('DE_EN');
    await expect(levelSelect(page)).toHaveValue('A1');
    await expect(levelSelect(page)).toBeEnabled();
    await expect(countText(page)).toHaveText(`${filtered} songs found`);

    // Without URL parameters the saved filters come back from local storage.
    await page.goto('/search');
    await expect(levelSelect(page)).toHaveValue('A1');
    await expect(page).toHaveURL(/\/search\?subject=DE_EN&level=A1$/);

    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'All songs' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('searchFilters'))).toBeNull();
  });

  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('Copy Search URL copies the page address in its language and says so', async ({
      page,
    }) => {
      await page.goto('/search?subject=EN_DE');
      await songCount(page);
      await page.getByRole('button', { name: 'Copy Search URL' }).click();

      await expect(page.getByText('URL copied!')).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      // The link opens in the language it was copied in (issue 36).
      expect(copied).toBe(`${page.url()}&lang=en`);
      expect(copied).toMatch(/\/search\?subject=EN_DE&lang=en$/);
    });
  });

  test('the play button of a row plays the song in the player bar', async ({ page }) => {
    await page.goto('/search');
    await songCount(page);
    const title = await firstResultTitle(page);

    const row = resultRows(page).first();
    await row.hover();
    await row.getByRole('button', { name: `Play ${title}` }).click();

    await expect(page.getByTestId('player-bar')).toContainText(title);
    // Playing is not navigating.
    await expect(page).toHaveURL(/\/search$/);
  });

  test('a row click opens the song page, and so does Enter on a focused row', async ({ page }) => {
    await page.goto('/search');
    await songCount(page);
    const title = await firstResultTitle(page);

    await resultRows(page).first().getByRole('cell').nth(1).click();
    await expect(page).toHaveURL(/\/song\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goBack();
    await songCount(page);
    const second = resultRows(page).nth(1);
    const secondTitle = (await second.getByRole('link').textContent())?.trim() ?? '';
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/song\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: secondTitle })).toBeVisible();
  });
});
