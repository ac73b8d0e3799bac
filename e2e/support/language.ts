import type { Language } from '@btb/shared-contract';
import type { Page } from '@playwright/test';
import { shellOrigin } from './ports';

/**
 * A visitor who saved a language: in storage, and in the cookie the site mirrors it to, so the
 * server renders the page in it (as for anyone who chose it on this site).
 */
export async function saveLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await page.context().addCookies([{ name: 'language', value: language, url: shellOrigin }]);
}

/**
 * Picks a language in the page's language menu, also right after `goto`: a change made before the
 * page has hydrated the menu is kept and carried out once it has
 * (shell/src/hydration/earlyInteractionsShape.ts).
 */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByRole('combobox', { name: 'Choose language' }).selectOption(language);
}
