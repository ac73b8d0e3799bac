import { expect, test, type Page } from '@playwright/test';
import { elementHydrated } from '../support/hydration';
import { chooseLanguage } from '../support/language';
import { scrollUntilVisible } from '../support/scroll';

/** The first card of the first row, with its title as the card shows it. */
async function firstCard(page: Page) {
  const card = page.getByTestId('playlist-row').first().getByTestId('song-card').first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  return { card, title };
}

test.describe('home page', () => {
  test('shows hero, playlist rows and the FAQ in English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home | Beat to Breakthrough');

    const hero = page.getByRole('region', { name: 'Featured' });
    await expect(hero.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(hero.getByRole('button', { name: /^(Pause|Play) slideshow$/ })).toBeVisible();

    const topRated = page.getByRole('region', { name: 'Top Rated' });
    await expect(topRated.getByTestId('song-card').first()).toBeVisible();
    await expect(topRated.getByTestId('song-card').first()).toContainText(/\d(\.\dK)? likes?/);
    await expect(topRated.getByRole('link', { name: 'Show all: Top Rated' })).toHaveAttribute(
      'href',
      /^\/search/,
    );
    await expect(topRated.getByRole('link', { name: 'Learning Plan: Top Rated' })).toHaveAttribute(
      'href',
      /^\/book-overview\/\w+$/,
    );

    await scrollUntilVisible(
      page,
      page.getByRole('heading', { name: 'Frequently Asked Questions' }),
    );
    const question = page.getByRole('button', { name: 'Is it free?' });
    // A click before hydration would land on server HTML that cannot open yet.
    await elementHydrated(question);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Is it free?' })).toContainText('preview');
  });

  test('the slider steps with its arrows and dots', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' });
    await hero.hover();
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await hero.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(hero.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('switching to German changes the texts, and German stays after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await scrollUntilVisible(
      page,
      page.getByRole('heading', { name: 'Frequently Asked Questions' }),
    );
    await chooseLanguage(page, 'de');

    await expect(page).toHaveTitle('Startseite | Beat to Breakthrough');
    await expect(page.getByRole('heading', { name: 'Häufig gestellte Fragen' })).toBeVisible();
    const row = page.getByRole('region', { name: 'Am besten bewertet' });
    await expect(row.getByTestId('song-card').first()).toContainText(/Likes?/);
    await expect(row.getByRole('link', { name: 'Lernplan: Am besten bewertet' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Empfehlungen' })).toBeVisible();
    await page.getByRole('button', { name: 'Ist das kostenlos?' }).click();
    await expect(page.getByRole('region', { name: 'Ist das kostenlos?' })).toContainText(
      'Vorschau',
    );

    await page.reload();
    await scrollUntilVisible(page, page.getByRole('heading', { name: 'Häufig gestellte Fragen' }));
  });

  test('playing a card starts it in the player bar and starts its cooldown', async ({ page }) => {
    await page.goto('/');
    const { card, title } = await firstCard(page);
    await card.getByRole('button', { name: `Play ${title}` }).click();

    await expect(page.getByTestId('player-bar')).toContainText(title);
    const cooling = card.getByRole('button', { name: /can be played again in \d+ seconds$/ });
    // aria-disabled: unavailable to assistive technology, yet it keeps focus.
    await expect(cooling).toBeDisabled();
    await expect(cooling).toBeFocused();
    await expect(cooling).toHaveText(/^\d+ s$/);

    // The cooldown lives in local storage, so it survives a reload.
    await page.reload();
    const again = await firstCard(page);
    await expect(again.card.getByRole('button', { name: /can be played again/ })).toBeDisabled();
  });
});
