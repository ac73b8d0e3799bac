import { apiRoutes, type SongByCode } from '@btb/shared-contract';
import { apiRequest } from '@btb/shared-store';
import type { PlayerTrack } from '../state/playerTrack';
import { trackFromSongByCode } from '../state/trackFrom';

/** The songs of one lesson, in the API's order, as tracks (for Play all of a lesson or book). */
export async function fetchLessonTracks(strCode: string, creator = ''): Promise<PlayerTrack[]> {
  const songs = await apiRequest<SongByCode[] | null>(apiRoutes.songsByCode(strCode));
  return Array.isArray(songs) ? songs.map((song) => trackFromSongByCode(song, creator)) : [];
}

/** The songs of several lessons one after the other, lesson by lesson (a book's Play all). */
export async function fetchLessonsTracks(
  lessons: readonly { strCode: string; name: string }[],
): Promise<PlayerTrack[]> {
  const lists = await Promise.all(
    lessons.map((lesson) => fetchLessonTracks(lesson.strCode, lesson.name)),
  );
  return lists.flat();
}
