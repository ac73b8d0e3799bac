import type { HeardSong, HeardSongEntry } from '@btb/shared-contract';
import { heardSongLimits } from '@btb/shared-contract';
import { type Queryable, isoTimestamp } from '@btb/database';

/** The account's newest heard songs, the latest first, with what "My learning" shows of each. */
export async function readHeardSongs(db: Queryable, userId: number): Promise<HeardSongEntry[]> {
  return db.query<HeardSongEntry>(
    `SELECT h.song_id AS id, ${isoTimestamp('h.heard_at')} AS at,
       s.song_title_public AS title, s.creator, '/api/image/' || s.image_name AS "imageUrl"
     FROM heard_songs h JOIN songs s ON s.id = h.song_id
     WHERE h.user_id = $1 ORDER BY h.heard_at DESC, h.song_id LIMIT $2`,
    [userId, heardSongLimits.kept],
  );
}

/**
 * The same songs with their times only, from `heard_songs` alone (its index on the learner and
 * time): a heard song's catalogue row always exists (a removed song takes its heard rows along).
 */
export async function readHeardSongTimes(db: Queryable, userId: number): Promise<HeardSong[]> {
  return db.query<HeardSong>(
    `SELECT song_id AS id, ${isoTimestamp('heard_at')} AS at FROM heard_songs
     WHERE user_id = $1 ORDER BY heard_at DESC, song_id LIMIT $2`,
    [userId, heardSongLimits.kept],
  );
}

/**
 * A device's heard songs merged in, in one statement: each song keeps its latest time, as the
 * browser merges them. A song the catalogue does not have (removed, or never ours) is ignored.
 */
export async function storeHeardSongs(
  tx: Queryable,
  userId: number,
  songs: readonly HeardSong[],
): Promise<void> {
  if (songs.length === 0) return;
  await tx.query(
    `INSERT INTO heard_songs AS kept (user_id, song_id, heard_at)
     SELECT $1, s.id, sent.at FROM (
       SELECT DISTINCT ON (id) id, at FROM json_to_recordset($2::json) AS r(id int, at timestamptz)
       ORDER BY id, at DESC) AS sent
     JOIN songs s ON s.id = sent.id
     ON CONFLICT (user_id, song_id) DO UPDATE SET
       heard_at = GREATEST(kept.heard_at, EXCLUDED.heard_at)`,
    [userId, JSON.stringify(songs.map(({ id, at }) => ({ id, at })))],
  );
}
