import type { Queue, RepeatMode } from '../state/queue';
import { isPlayableOffline } from './savedStream';

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
