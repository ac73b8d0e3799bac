import type { PlayerTrack } from '../state/playerTrack';
import type { Queue, RepeatMode } from '../state/queue';
import { isPlayableSaved } from './savedStream';
import { readSavedIndex } from './savedIndex';

/** A track that plays with no network: a saved song within its period. */
export function isPlayableOffline(track: PlayerTrack): boolean {
  return !track.podcastFileName && isPlayableSaved(readSavedIndex().songs[track.id]);
}

/**
 * Offline, the entry after the current one that can play (saved), going round once with repeat
 * all; undefined when none can.
 */
export function nextPlayableOffline(queue: Queue, repeat: RepeatMode): number | undefined {
  const { index, tracks } = queue;
  if (index < 0) return undefined;
  for (let step = 1; step < tracks.length; step++) {
    const position = index + step;
    if (position >= tracks.length && repeat !== 'all') return undefined;
    const wrapped = position % tracks.length;
    const track = tracks[wrapped];
    if (track && isPlayableOffline(track)) return wrapped;
  }
  return undefined;
}
