import type { PlayerTrack } from './playerTrack';

/** Songs and their podcasts share an id; the podcast file tells them apart. */
export function isSameTrack(a: PlayerTrack | null, b: PlayerTrack | null): boolean {
  return !!a && !!b && a.id === b.id && (a.podcastFileName ?? '') === (b.podcastFileName ?? '');
}

/** The track `step` places after (or before, when negative) `current` in the queue, if any. */
export function neighbourInQueue(
  queue: readonly PlayerTrack[],
  current: PlayerTrack | null,
  step: 1 | -1,
): PlayerTrack | undefined {
  const index = queue.findIndex((track) => isSameTrack(track, current));
  if (index < 0) return undefined;
  return queue[index + step];
}
