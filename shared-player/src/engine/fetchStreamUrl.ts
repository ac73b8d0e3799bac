import { type AudioUrlResponse } from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import type { PlayerTrack } from '../state/playerTrack';
import { savedStreamUrl } from '../offline/savedStream';

/**
 * Where the track plays from: a song saved for offline from its stable key in the worker's cache;
 * otherwise a short-lived signed stream URL the API hands out (SPEC section 7). Offline, an unsaved
 * track rejects with `NotAvailableOfflineError`.
 */
export async function fetchStreamUrl(track: PlayerTrack, signal: AbortSignal): Promise<string> {
  const saved = track.podcastFileName ? null : savedStreamUrl(track.id);
  if (saved) return saved;
  const path = track.podcastFileName
    ? apiRoutes.podcastAudio(track.podcastFileName)
    : apiRoutes.audio(track.id);
  const answer = await apiRequest<AudioUrlResponse | null>(path, { signal });
  if (!answer || typeof answer.url !== 'string' || !answer.url) {
    throw new Error(`${path} answered without a url`);
  }
  return answer.url;
}
