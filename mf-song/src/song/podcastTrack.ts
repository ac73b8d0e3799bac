import type { SongDetail } from '@btb/shared-contract';
import { trackFromSongDetail, type PlayerTrack } from '@btb/shared-player';

/**
 * The song's podcast as a player track. It streams from `/api/audio/podcast/{soundPath}`; its id is
 * the negated song id so the player's "same track toggles" rule never mistakes it for the song.
 */
export function podcastTrack(song: SongDetail, soundPath: string, title: string): PlayerTrack {
  return {
    ...trackFromSongDetail(song),
    id: -song.songID,
    title,
    ysnRestricted: 0,
    podcastFileName: soundPath,
  };
}
