import { type MeResponse } from '@btb/shared-contract';
import { apiRoutes, apiRequest } from '@btb/shared-store';
import { removeSavedSongs } from './removeSaved';
import {
  offlinePeriodMs,
  readSavedIndex,
  restrictedFullTracks,
  writeSavedIndex,
} from './savedIndex';

/**
 * The online check of what is saved (SPEC: a restricted song is heard in full only by premium):
 * a restricted full track stays for its premium owner, for another period from now; after the
 * subscription ended, after logout or for another account it is removed. Without an answer from
 * the server (offline, an error) nothing changes: the period already granted still runs.
 */
export async function checkSavedRights(): Promise<void> {
  const full = restrictedFullTracks(readSavedIndex());
  if (full.length === 0) return;
  let session: MeResponse;
  try {
    session = await apiRequest<MeResponse>(apiRoutes.authMe);
  } catch {
    return;
  }
  const entitled = (owner: string | undefined) =>
    session.loggedIn && session.premium && !!session.email && owner === session.email;
  const index = readSavedIndex();
  const songs = { ...index.songs };
  for (const song of full) {
    if (entitled(song.owner)) songs[song.id] = { ...song, fullUntil: Date.now() + offlinePeriodMs };
  }
  writeSavedIndex({ ...index, songs });
  await removeSavedSongs(full.filter((song) => !entitled(song.owner)).map((song) => song.id));
}
