import { browserStorageKeys } from '@btb/shared-contract';
import { readStored, writeStored } from '@btb/shared-store';

export const defaultNewPerDay = 10;
export const maxNewPerDay = 100;

/** A stored allowance of new words per day, or undefined for anything else. */
export function sanitizeNewPerDay(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  return Math.min(Math.max(value, 0), maxNewPerDay);
}

export function readNewPerDay(): number {
  return readStored(browserStorageKeys.reviewNewPerDay, sanitizeNewPerDay, defaultNewPerDay);
}

export function writeNewPerDay(value: number): void {
  const valid = sanitizeNewPerDay(value);
  if (valid !== undefined) writeStored(browserStorageKeys.reviewNewPerDay, valid);
}
