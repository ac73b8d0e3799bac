import type { PlayerTrack } from '../state/playerTrack';
import { savedAudioPath } from './offlineKeys';
import { readSavedIndex, type SavedIndex } from './savedIndex';

/** The track cannot play: the browser is offline and it is not saved. */
export class NotAvailableOfflineError extends Error {
  constructor(readonly songId: number) {
    super(`Song ${songId} is not available offline`);
    this.name = 'NotAvailableOfflineError';
  }
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

type TrackKey = Pick<PlayerTrack, 'id' | 'podcastFileName'>;

/**
 * A track that plays with no network: a saved song, a restricted full track only within its
 * period. Podcasts are never saved.
 */
export function isPlayableOffline(
  track: TrackKey,
  index: SavedIndex = readSavedIndex(),
  now = Date.now(),
): boolean {
  const song = track.podcastFileName ? undefined : index.songs[track.id];
  return !!song && (song.fullUntil === undefined || song.fullUntil > now);
}

/**
 * Where a track plays from: a saved song from its stable key (the service worker answers it from
 * Cache Storage, ranges included, so it never stalls on a flaky network), when the worker controls
 * this page; otherwise null (stream it). Offline, a track that is not saved throws
 * `NotAvailableOfflineError`.
 */
export function savedStreamUrl(track: TrackKey): string | null {
  const controlled = typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
  if (controlled && isPlayableOffline(track)) return savedAudioPath(track.id);
  if (isOffline()) throw new NotAvailableOfflineError(track.id);
  return null;
}
