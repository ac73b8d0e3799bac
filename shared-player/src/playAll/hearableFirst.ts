import type { PlayerTrack } from '../state/playerTrack';

/**
 * The queue in play order for a listener: without premium it begins with the first song heard in
 * full, not a 20-second preview, so a first listen does not open with the upgrade offer. The
 * restricted songs before it follow it, in their order; the rest stays as it was.
 */
export function hearableFirst(tracks: readonly PlayerTrack[], premium: boolean): PlayerTrack[] {
  if (premium) return [...tracks];
  const first = tracks.findIndex((track) => track.ysnRestricted !== 1);
  if (first <= 0) return [...tracks];
  return [tracks[first] as PlayerTrack, ...tracks.slice(0, first), ...tracks.slice(first + 1)];
}
