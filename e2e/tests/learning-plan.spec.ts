import { expect, test } from '@playwright/test';
import { chooseLanguage } from '../support/language';

test.describe('book overview', () => {
  test('expand a lesson, play its song, reload and find the same panels open', async ({ page }) => {
    await page.goto('/book-overview/DE_EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Overview' })).toBeVisible();
    await expect(page).toHaveTitle(/^Book Overview \|/);
    const levelA1 = page.getByRole('button', { name: /^Level A1/ });
    await expect(levelA1).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: /^Level A2/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    const firstBook = page.locator('#level-A1 > li').first().getByRole('button').first();
    await firstBook.click();
    await expect(firstBook).toHaveAttribute('aria-expanded', 'true');

    const music = page.getByRole('button', { name: /^Music: / }).first();
    const content = page.getByRole('button', { name: /^Learning Content: / }).first();
    await music.click();
    await content.click();
    await expect(music).toHaveAttribute('aria-expanded', 'true');
    await expect(content).toHaveAttribute('aria-expanded', 'true');

    const songs = page.getByRole('list', { name: /^Songs of / }).first();
    const songLink = songs.getByRole('link').first();
    await expect(songLink).toHaveAttribute('href', /^\/song\/\d+$/);
    const title = (await songLink.innerText()).trim();
    await songs.getByRole('button', { name: `Play ${title}` }).click();
    await expect(page.getByTestId('player-bar')).toContainText(title);

    await page.reload();
    await expect(firstBook).toHaveAttribute('aria-expanded', 'true');
    await expect(music).toHaveAttribute('aria-expanded', 'true');
    await expect(content).toHaveAttribute('aria-expanded', 'true');
    await expect(songs.getByRole('link', { name: title })).toBeVisible();

    await songs.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/song\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('speaks German and shows the empty state for an unknown code', async ({ page }) => {
    const response = await page.goto('/book-overview/XX_YY');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('No content found')).toBeVisible();
    await chooseLanguage(page, 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Buchübersicht' })).toBeVisible();
    await expect(page.getByText('Keine Inhalte gefunden')).toBeVisible();
    await expect(page).toHaveTitle(/^Buchübersicht \|/);
    await page.goto('/book-overview/DE_EN');
    await expect(page.getByRole('button', { name: /^Niveau A1/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test("a lesson's code opens its plan with that lesson open and in view", async ({ page }) => {
    const response = await page.goto('/book-overview/DE_ES_A2_B03_L03');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('button', { name: /^Level A2/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const content = page.getByRole('button', { name: /^Learning Content: /, expanded: true });
    await expect(content).toHaveCount(1);
    await expect(content).toBeInViewport();
    expect((await page.request.get('/book-overview/DE_ES_A2_B03_L99')).status()).toBe(404);
  });
});
