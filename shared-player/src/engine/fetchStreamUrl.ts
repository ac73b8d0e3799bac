import { type AudioUrlResponse } from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import type { PlayerTrack } from '../state/playerTrack';
import { savedStreamUrl } from '../offline/savedStream';

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
 * with `NotAvailableOfflineError`.
 */
export async function fetchStreamUrl(track: PlayerTrack, signal: AbortSignal): Promise<string> {
  const saved = savedStreamUrl(track);
  if (saved) return saved;
  const path = track.podcastFileName
    ? apiRoutes.podcastAudio(track.podcastFileName)
    : apiRoutes.audio(track.id);
  return signedStreamUrl(path, signal);
}
