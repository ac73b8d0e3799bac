import { apiRoutes, type AudioUrlResponse } from '@btb/shared-contract';
import { apiRequest } from '@btb/shared-store';
import type { PlayerTrack } from '../state/playerTrack';

/** Asks the API for a short-lived signed stream URL of a song or a podcast (SPEC section 7). */
export async function fetchStreamUrl(track: PlayerTrack, signal: AbortSignal): Promise<string> {
  const path = track.podcastFileName
    ? apiRoutes.podcastAudio(track.podcastFileName)
    : apiRoutes.audio(track.id);
  const answer = await apiRequest<AudioUrlResponse | null>(path, { signal });
  if (!answer || typeof answer.url !== 'string' || !answer.url) {
    throw new Error(`${path} answered without a url`);
  }
  return answer.url;
}
