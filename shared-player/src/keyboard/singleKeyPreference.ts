import { readStored, writeStored } from '@btb/shared-store';

const singleKeysKey = 'playerSingleKeyShortcuts';

const asBoolean = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

/** Whether character-key shortcuts are on (default on; the listener can turn them off). */
export function readSingleKeysEnabled(): boolean {
  return readStored(singleKeysKey, asBoolean, true);
}

export function writeSingleKeysEnabled(enabled: boolean): void {
  writeStored(singleKeysKey, enabled);
}
