import { useSyncExternalStore } from 'react';
import { browserStorageKeys } from '@btb/shared-contract';
import { readStoredLineTranslations, writeStoredLineTranslations } from './storedLineTranslations';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // The choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === browserStorageKeys.lyricTranslations || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Shows or hides the lines' translations on every song page, and remembers it. */
export function setLineTranslations(on: boolean): void {
  writeStoredLineTranslations(on);
  listeners.forEach((listener) => listener());
}

/**
 * Whether the lyrics show each line's translation: the learner's remembered choice. The server
 * renders them hidden (it cannot read the choice), and so does the page while it hydrates; the
 * choice applies right after.
 */
export function useLineTranslations(): boolean {
  return useSyncExternalStore(subscribe, readStoredLineTranslations, () => false);
}
