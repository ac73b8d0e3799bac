import { readStored, writeStored } from '@btb/shared-store';
import { browserStorageKeys } from '@btb/shared-contract';

const singAlongKey = browserStorageKeys.singAlong;

const asChoice = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;

/** Whether the listener left sing along on; anything but a stored `true` means off. */
export function readStoredSingAlong(): boolean {
  return readStored<boolean>(singAlongKey, asChoice, false);
}

export function writeStoredSingAlong(on: boolean): void {
  writeStored(singAlongKey, on);
}
