import type { Page } from '@playwright/test';
import { shellOrigin } from './ports';

/**
 * A visitor who saved a language: in storage, and in the cookie the site mirrors it to, so the
 * server renders the page in it (as for anyone who chose it on this site).
 */
export async function saveLanguage(page: Page, language: 'en' | 'de'): Promise<void> {
  await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
  await page.context().addCookies([{ name: 'language', value: language, url: shellOrigin }]);
}
