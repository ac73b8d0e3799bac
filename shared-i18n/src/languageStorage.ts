import { isLanguage, type Language } from './detectLanguage';
import { browserStorageKeys, choiceCookie, cookieValue } from '@btb/shared-contract';

const storageKey = browserStorageKeys.language;

/** The cookie that tells the server renderer the saved language (it mirrors storage). */
const languageCookie = browserStorageKeys.languageCookie;

/** Reads the raw stored value; validation is `detectLanguage`'s job. Storage may be blocked. */
export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Private mode or a full quota: the choice still applies for this page.
  }
  if (typeof document !== 'undefined') {
    document.cookie = choiceCookie(languageCookie, language);
  }
}

/** The saved language in a `Cookie` header, if it is exactly one of the site's (`en`, `de`, `es`). */
export function languageFromCookie(cookieHeader: string | undefined): Language | null {
  const value = cookieValue(cookieHeader, languageCookie);
  return isLanguage(value) ? value : null;
}
