import { readStored, writeStored } from '../storage/browserStorage';
import { browserStorageKeys } from '@btb/shared-contract';

/** SPEC section 9: a counted play blocks the next count of the same song for 120 s. */
export const playCooldownMs = 120_000;

const playTimestampsKey = browserStorageKeys.playTimestamps;

const asTimestampMap = (value: unknown): Record<string, number> | undefined => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter(([, time]) => typeof time === 'number' && Number.isFinite(time)),
  );
};

export function readPlayTimestamps(): Record<string, number> {
  return readStored(playTimestampsKey, asTimestampMap, {});
}

/** Milliseconds left before a play of `id` counts again; 0 when it is free. */
export function remainingCooldownMs(id: number, now = Date.now()): number {
  const last = readPlayTimestamps()[String(id)];
  if (last === undefined || last > now) return 0;
  return Math.max(0, last + playCooldownMs - now);
}

export function recordPlay(id: number, now = Date.now()): void {
  const timestamps = readPlayTimestamps();
  // Drop expired entries so the map does not grow forever.
  for (const [key, time] of Object.entries(timestamps)) {
    if (time + playCooldownMs <= now) delete timestamps[key];
  }
  writeStored(playTimestampsKey, { ...timestamps, [String(id)]: now });
}
