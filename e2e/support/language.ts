import { expect, type Page } from '@playwright/test';
import { shellOrigin } from './ports';

/**
 * A visitor who saved a language: in storage, and in the cookie the site mirrors it to, so the
 * server renders the page in it (as for anyone who chose it on this site).
 */
export async function saveLanguage(page: Page, language: 'en' | 'de'): Promise<void> {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await page.context().addCookies([{ name: 'language', value: language, url: shellOrigin }]);
}

/**
 * Picks a language in the page's language menu once the page has hydrated it. A change made to the
 * server-rendered menu before that is not carried out (only early button clicks are kept and
 * replayed, shell/src/hydration/earlyClicks.ts), so a test acting right after `goto` waits for it.
 */
export async function chooseLanguage(page: Page, language: 'en' | 'de'): Promise<void> {
  const menu = page.getByRole('combobox', { name: 'Choose language' });
  await expect
    .poll(() =>
      menu.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
  await menu.selectOption(language);
}
