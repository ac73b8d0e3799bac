import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { saveLanguage } from '../support/language';

/** Issue 37: results while typing, typos forgiven, matches highlighted, "Did you mean …?". */

const texts = {
  en: {
    searchbox: 'Search',
    resultsFor: (term: string) => `Search results for “${term}”`,
    empty: 'No songs found.',
    didYouMean: (word: string) => `Did you mean “${word}”?`,
  },
  de: {
    searchbox: 'Suche',
    resultsFor: (term: string) => `Suchergebnisse für „${term}“`,
    empty: 'Keine Songs gefunden.',
    didYouMean: (word: string) => `Meintest du „${word}“?`,
  },
} as const;

/** The search requests the page sends from now on. */
function searchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/content/search') urls.push(url.search);
  });
  return urls;
}

for (const language of ['en', 'de'] as const) {
  const t = texts[language];

  test(`${language}: "Tehcnik" typed slowly shows "Technik Pop" highlighted before Enter`, async ({
    page,
  }) => {
    await saveLanguage(page, language);
    await page.goto('/search');
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    const historyLength = await page.evaluate(() => window.history.length);
    const requests = searchRequests(page);

    await page.getByRole('searchbox', { name: t.searchbox }).pressSequentially('Tehcnik', {
      delay: 150,
    });

    await expect(page.getByRole('heading', { name: t.resultsFor('Tehcnik') })).toBeVisible();
    const row = page.getByTestId('search-result').filter({
      has: page.getByRole('link', { name: 'Technik Pop', exact: true }),
    });
    await expect(row.first().locator('[data-match]').first()).toHaveText('Technik');
    expect(requests.length).toBeLessThanOrEqual(3);
    expect(requests.at(-1)).toBe('?q=Tehcnik');
    // The URL follows the text without a history entry per request.
    await expect(page).toHaveURL(/\/search\?q=Tehcnik$/);
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
    await expectNoSeriousViolations(page);
  });

  test(`${language}: nothing found offers a close spelling from the catalogue`, async ({
    page,
  }) => {
    await saveLanguage(page, language);
    await page.goto('/search?q=Geburztagg');
    await expect(page.getByText(t.empty)).toBeVisible();
    const suggestion = page.getByRole('button', { name: t.didYouMean('geburtstag') });
    await expect(suggestion).toBeVisible();
    await expectNoSeriousViolations(page);
    await suggestion.click();
    await expect(page.getByRole('heading', { name: t.resultsFor('geburtstag') })).toBeVisible();
    await expect(
      page.getByTestId('search-result').first().locator('[data-match]').first(),
    ).toBeVisible();
  });
}
