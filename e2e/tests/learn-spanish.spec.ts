import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { elementHydrated } from '../support/hydration';
import { saveLanguage } from '../support/language';
import { audioState, playerBar } from '../support/player';
import { answeredVisitor } from '../support/visitorState';

/**
 * Issue 68 points 3–5: Spanish is a language one can learn. An English speaker picks "I learn:
 * Spanish", home leads with the Spanish row, search starts from the pair and finds a Spanish song
 * by an English word it teaches, and the song is sung in Spanish.
 */
test.use({ storageState: answeredVisitor({ askPair: true }) });

test('an English speaker learns Spanish: chooses it, finds a song by an English word, hears it', async ({
  page,
}) => {
  await saveLanguage(page, 'en');
  await page.goto('/');
  const chooser = page.getByRole('region', { name: 'Your languages' });
  await expect(chooser.getByLabel('I speak')).toBeEnabled();
  await expect(chooser.getByLabel('I learn').locator('option')).toContainText(['Spanish']);
  await chooser.getByLabel('I learn').selectOption('ES_EN');
  await chooser.getByRole('button', { name: 'Save' }).click();
  await expect(chooser).toBeHidden();
  const headings = page.getByTestId('playlist-row').getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Learn Spanish');
  await expect(
    page.getByRole('navigation').getByRole('button', { name: 'Learning Spanish' }),
  ).toBeVisible();

  // Search starts from the pair and finds its song by the English meaning of a word it teaches.
  await page.goto('/search');
  const subject = page.getByRole('combobox', { name: 'Subject', exact: true });
  await expect(subject.locator('option:checked')).toHaveText('Spanish for English speakers');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await elementHydrated(search);
  await search.fill('good morning');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=good(\+|%20)morning/);
  const first = page.getByTestId('search-result').first().getByRole('link');
  await expect(first).toHaveText(/^Saludos /);
  await expectNoSeriousViolations(page);

  // The song page teaches Spanish with English meanings, and its song is sung in Spanish.
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Saludos /);
  const main = page.getByRole('main');
  await expect(main.getByText('hola – significa «hello»,').first()).toBeVisible();
  await main.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(playerBar(page)).toContainText('Saludos');
  await expect(playerBar(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(0.5);
  await expectNoSeriousViolations(page);
});
