import { savedAudioPath } from './offlineKeys';
import { readSavedIndex, type SavedSong } from './savedIndex';

/** The track cannot play: the browser is offline and it is not saved. */
export class NotAvailableOfflineError extends Error {
  constructor(readonly songId: number) {
    super(`Song ${songId} is not available offline`);
    this.name = 'NotAvailableOfflineError';
  }
}

/** A saved song's audio may still be played (a restricted full track only within its period). */
export function isPlayableSaved(song: SavedSong | undefined, now = Date.now()): boolean {
  if (!song) return false;
  return song.fullUntil === undefined || song.fullUntil > now;
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Where a song plays from: a saved song from its stable key (the service worker answers it from
 * Cache Storage, ranges included, so it never stalls on a flaky network), when the worker controls
 * this page; otherwise null (stream it). Offline, an unsaved song throws `NotAvailableOfflineError`.
 */
export function savedStreamUrl(songId: number): string | null {
  const controlled = typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
  if (controlled && isPlayableSaved(readSavedIndex().songs[songId])) return savedAudioPath(songId);
  if (isOffline()) throw new NotAvailableOfflineError(songId);
  return null;
}
