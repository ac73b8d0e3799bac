import type { Language } from './detectLanguage';
import { browserStorageKeys } from '@btb/shared-contract';

const storageKey = browserStorageKeys.language;

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
}
