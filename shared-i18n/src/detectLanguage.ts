import { isLanguage, uiLanguages, type Language } from '@btb/shared-contract';

export { isLanguage, type Language };
export const supportedLanguages = uiLanguages;

/**
 * SPEC section 4: a stored choice counts only if it is exactly `en` or `de`; otherwise the first
 * supported browser language (by primary subtag, so `de-AT` is German); otherwise English.
 */
export function detectLanguage(stored: unknown, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The query parameter that puts a link in a language (`?lang=de`, issue 36). */
const languageParam = 'lang';

/** A link's language: exactly `en` or `de`, anything else is ignored. */
export function languageFromUrl(search: string): Language | null {
  const value = new URLSearchParams(search).get(languageParam);
  return isLanguage(value) ? value : null;
}

/** The URL to share: the page's, in the language it is read in (whoever opens it reads that). */
export function urlInLanguage(href: string, language: Language): string {
  const url = new URL(href);
  url.searchParams.set(languageParam, language);
  return url.href;
}
