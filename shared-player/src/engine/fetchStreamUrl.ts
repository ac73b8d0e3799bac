import type { AudioPart, AudioUrlResponse } from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import type { PlayerTrack } from '../state/playerTrack';
import { isOffline, NotAvailableOfflineError, savedStreamUrl } from '../offline/savedStream';

/** A short-lived signed stream URL the API hands out for `path` (SPEC section 7). */
export async function signedStreamUrl(path: string, signal?: AbortSignal): Promise<string> {
  const answer = await apiRequest<AudioUrlResponse | null>(path, { signal });
  if (!answer || typeof answer.url !== 'string' || !answer.url) {
    throw new Error(`${path} answered without a url`);
  }
  return answer.url;
}

/**
 * Where the track plays from: a song saved for offline from its stable key in the worker's cache;
 * otherwise a signed stream URL of the song or podcast. Offline, a track that is not saved rejects
 * with `NotAvailableOfflineError`. `part` `instrumental` (sing along) always streams: saving for
 * offline keeps the sung song only, so offline it rejects with `NotAvailableOfflineError` too.
 */
export async function fetchStreamUrl(
  track: PlayerTrack,
  signal: AbortSignal,
  part: AudioPart = 'song',
): Promise<string> {
  if (part === 'instrumental' && !track.podcastFileName) {
    if (isOffline()) throw new NotAvailableOfflineError(track.id);
    return signedStreamUrl(apiRoutes.audio(track.id, 'instrumental'), signal);
  }
  const saved = savedStreamUrl(track);
  if (saved) return saved;
  const path = track.podcastFileName
    ? apiRoutes.podcastAudio(track.podcastFileName)
    : apiRoutes.audio(track.id);
  return signedStreamUrl(path, signal);
}
