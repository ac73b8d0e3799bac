import { type SongByCode } from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import type { PlayerTrack } from '../state/playerTrack';
import { trackFromSongByCode } from '../state/trackFrom';
import { isOffline } from '../offline/savedStream';

/** The songs of one lesson, in the API's order, as tracks (for Play all of a lesson or book). */
export async function fetchLessonTracks(strCode: string, creator = ''): Promise<PlayerTrack[]> {
  const songs = await apiRequest<SongByCode[] | null>(apiRoutes.songsByCode(strCode));
  return Array.isArray(songs) ? songs.map((song) => trackFromSongByCode(song, creator)) : [];
}

/**
 * The songs of several lessons one after the other, lesson by lesson (a book's Play all). Offline,
 * the lessons saved for offline are enough: the others are left out (and rejected when none is).
 */
export async function fetchLessonsTracks(
  lessons: readonly { strCode: string; name: string }[],
): Promise<PlayerTrack[]> {
  const lists = await Promise.allSettled(
    lessons.map((lesson) => fetchLessonTracks(lesson.strCode, lesson.name)),
  );
  const found = lists.flatMap((list) => (list.status === 'fulfilled' ? [list.value] : []));
  const failure = lists.find((list) => list.status === 'rejected');
  if (failure && (!isOffline() || found.length === 0)) throw failure.reason;
  return found.flat();
}
