import { apiRoutes, apiRequest, recordPlay, remainingCooldownMs } from '@btb/shared-store';
import type { PlayerTrack } from '../state/playerTrack';

/**
 * A track the queue starts by itself counts one play, as a song-page play does: only outside the
 * song's 120 s cooldown (SPEC section 4). Podcasts are no plays of the song.
 */
export function countAutoPlay(track: PlayerTrack, log: (message: string, error?: unknown) => void) {
  if (track.podcastFileName || remainingCooldownMs(track.id) > 0) return;
  recordPlay(track.id);
  apiRequest(apiRoutes.contentPlay(track.id), { method: 'POST' }).catch((error: unknown) =>
    log('Could not count the play', error),
  );
}
