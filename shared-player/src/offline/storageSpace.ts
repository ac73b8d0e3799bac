import { readStored, writeStored } from '@btb/shared-store';
import { NotEnoughSpaceError } from './notEnoughSpace';

/** Room kept free beyond what is saved (the site's own caches grow too). */
const headroomBytes = 5 * 1024 * 1024;

/** Rejects with `NotEnoughSpaceError` when `needed` bytes would not fit the site's quota. */
export async function ensureSpace(needed: number): Promise<void> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (!estimate?.quota) return;
  const available = Math.max(0, estimate.quota - (estimate.usage ?? 0) - headroomBytes);
  if (needed > available) throw new NotEnoughSpaceError(needed, available);
}

const persistAskedKey = 'btb.offline.persistAsked';

/** Asks once, at the first save, that the browser keep what is saved when space runs low. */
export async function askPersistOnce(): Promise<void> {
  if (readStored(persistAskedKey, (value) => (value === true ? true : undefined), false)) return;
  writeStored(persistAskedKey, true);
  await navigator.storage?.persist?.().catch(() => false);
}
