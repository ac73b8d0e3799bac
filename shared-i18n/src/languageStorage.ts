import type { Language } from './detectLanguage';

const storageKey = 'language';

/** The cookie that tells the server renderer the saved language (it mirrors storage). */
export const languageCookie = 'language';
const yearInSeconds = 365 * 24 * 60 * 60;

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
    document.cookie = `${languageCookie}=${language}; path=/; max-age=${yearInSeconds}; samesite=lax`;
  }
}

/** The saved language in a `Cookie` header, if it is exactly `en` or `de`. */
export function languageFromCookie(cookieHeader: string | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookie && (value === 'en' || value === 'de')) return value;
  }
  return null;
}
