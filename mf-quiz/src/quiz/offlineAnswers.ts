import { readSavedAnswer } from '@btb/shared-player';

/** A call that failed for want of a network: the browser is offline and no server answered. */
export function failedOffline(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof navigator !== 'undefined' && !navigator.onLine && typeof status !== 'number';
}

/**
 * Offline, what a saved lesson keeps under `key` (its code's check, its cards): the service worker
 * answers a page it controls from there already; this answers a page opened before the worker
 * started. Null online, or when the lesson is not saved.
 */
export function savedAnswerOffline(error: unknown, key: string): Promise<unknown> {
  return failedOffline(error) ? readSavedAnswer(key) : Promise.resolve(null);
}
