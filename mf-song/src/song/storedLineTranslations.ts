import { browserStorageKeys } from '@btb/shared-contract';
import { readStored, writeStored } from '@btb/shared-store';

const key = browserStorageKeys.lyricTranslations;

const asChoice = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;

/** Whether the learner chose to see the lines' translations; anything but a stored `true` means no. */
export function readStoredLineTranslations(): boolean {
  return readStored<boolean>(key, asChoice, false);
}

export function writeStoredLineTranslations(on: boolean): void {
  writeStored(key, on);
}
