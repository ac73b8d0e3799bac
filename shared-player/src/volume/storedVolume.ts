import { readStored, writeStored } from '@btb/shared-store';
import { browserStorageKeys } from '@btb/shared-contract';

const volumeKey = browserStorageKeys.playerVolume;

const asVolume = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1
    ? value
    : undefined;

/** The volume the listener chose last time, or undefined when none (or nothing valid) is stored. */
export function readStoredVolume(): number | undefined {
  return readStored<number | undefined>(volumeKey, asVolume, undefined);
}

export function writeStoredVolume(volume: number): void {
  writeStored(volumeKey, volume);
}
