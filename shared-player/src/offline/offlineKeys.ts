import { browserStorageKeys } from '@btb/shared-contract';

/**
 * Where saved songs and lessons live, shared by the page that saves them and the service worker
 * that answers from them: one Cache Storage cache, keyed by stable URLs (never the signed,
 * expiring stream URL), so a saved song plays under the same key tomorrow.
 */
export const savedCacheName = browserStorageKeys.savedOfflineFiles;

const savedAudioPrefix = '/offline/audio/';

/** The stable key (and the `src` the player uses) of a saved song's audio. */
export function savedAudioPath(songId: number): string {
  return `${savedAudioPrefix}${songId}`;
}

/** Whether `pathname` is a saved song's audio. */
export function isSavedAudioPath(pathname: string): boolean {
  return /^\/offline\/audio\/\d{1,12}$/.test(pathname);
}

/** A lesson code as the API reads it (`POST /api/quiz/validate-code` trims and upper-cases). */
function normalizedCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The key a lesson's `POST /api/quiz/validate-code` answer is saved under: a POST has no URL of
 * its own, so the code goes into the key's query.
 */
export function savedQuizCodeKey(code: string): string {
  return `/api/quiz/validate-code?code=${encodeURIComponent(normalizedCode(code))}`;
}
