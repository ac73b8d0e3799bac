import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, saveLanguage } from '../support/language';
import { findSong } from '../support/player';

/** Opens the first search result by clicking its row (away from the play button on its cover). */
async function openFirstSearchResult(page: Page): Promise<string> {
  await page.goto('/search');
  const row = page.getByTestId('search-result').first();
  await expect(row).toBeVisible();
  const title = (await row.getByRole('link').first().innerText()).trim();
  const box = await row.boundingBox();
  if (!box) throw new Error('The search result row has no box.');
  await row.click({ position: { x: box.width - 24, y: box.height / 2 } });
  await expect(page).toHaveURL(/\/song\/\d+$/);
  return title;
}

test.describe('song page', () => {
  test('open a song from search, play it, then open its quiz', async ({ page }) => {
    const title = await openFirstSearchResult(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Beat to Breakthrough`);
    await expect(page.getByText('SONG', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByTestId('player-bar')).toContainText(title);
    await expect(page.getByRole('button', { name: 'Playing', exact: true })).toBeVisible();

    const code = (await page.getByRole('button', { name: /^Copy code / }).innerText()).trim();
    expect(code).toMatch(/^[A-Z]{2}_[A-Z]{2}_[A-C][12]_B\d{2}_L\d{2}$/);
    await page.getByRole('link', { name: 'Start quiz' }).click();
    await expect(page).toHaveURL(`/quiz?code=${code}`);
  });

  test('back returns to search, or goes home when the song was opened directly', async ({
    page,
    context,
  }) => {
    await openFirstSearchResult(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/search/);

    // A new tab has no history to go back to.
    const direct = await context.newPage();
    await direct.goto('/song/1');
    await expect(direct.getByRole('heading', { level: 1 })).toBeVisible();
    await direct.getByRole('button', { name: 'Back' }).click();
    await expect(direct).toHaveURL(/:\d+\/$/);
  });

  test('Share Link copies the page URL and says "Copied!"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/song/1');
    await page.getByRole('button', { name: 'Share Link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    // In the language it is read in (issue 36).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${page.url()}?lang=en`);
    await expect(page.getByRole('button', { name: 'Share Link' })).toBeVisible({ timeout: 4000 });
  });

  test('shows the podcast button only for a song with podcast info, and plays it', async ({
    page,
  }) => {
    await page.goto('/song/1');
    await page.getByRole('button', { name: 'Podcast-Info' }).click();
    await expect(page.getByTestId('player-bar')).toContainText('Podcast-Info:');
    await page.goto('/song/2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Podcast-Info' })).toHaveCount(0);
  });

  test('an unknown song says "Song not found", in English and German', async ({ page }) => {
    await page.goto('/song/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Song not found' })).toBeVisible();
    await chooseLanguage(page, 'de');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Song nicht gefunden' }),
    ).toBeVisible();
    await page.goto('/song/1');
    await expect(page.getByRole('heading', { name: 'Was du lernst' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link teilen' })).toBeVisible();
  });
});

/** Issue 67, point 3: a restricted song says on its page that it is a 20-second preview. */
test.describe('restricted song page', () => {
  const badgeText = {
    en: 'Premium content – only a 20-second preview',
    de: 'Premium-Inhalt – nur eine 20-Sekunden-Vorschau',
  } as const;

  for (const language of ['en', 'de'] as const) {
    test(`a restricted song shows the preview badge near its title; a free song does not (${language})`, async ({
      page,
      request,
    }) => {
      await saveLanguage(page, language);
      const restricted = await findSong(request, 1);
      await page.goto(`/song/${restricted.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('badge-restricted')).toHaveText(badgeText[language]);

      const free = await findSong(request, 0);
      await page.goto(`/song/${free.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('badge-restricted')).toHaveCount(0);
    });
  }
});
