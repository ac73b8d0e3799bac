import type { CountedField } from './countBudget';

/** SPEC's play cooldown, now also kept by the server. */
export const playCooldownSeconds = 120;

const recentPlay = `played_at > now() - make_interval(secs => ${playCooldownSeconds})`;

/**
 * Whether the client's like or play would count: the song's count as it stands (no row: no such
 * song) and whether this client already liked it, or played it within the cooldown. `$1` is the
 * song, `$2` the client's key. Read before the day's allowance is asked, so repeats use none.
 */
export const counterStates: Record<CountedField, string> = {
  likes: `SELECT likes AS value,
      EXISTS (SELECT 1 FROM song_likes WHERE song_id = $1 AND client_key = $2) AS already
    FROM songs WHERE id = $1`,
  plays: `SELECT plays AS value,
      EXISTS (SELECT 1 FROM song_plays WHERE song_id = $1 AND client_key = $2 AND ${recentPlay}) AS already
    FROM songs WHERE id = $1`,
};

/**
 * The write of each counter, one statement ending in `UPDATE … SET x = x + 1`, so concurrent
 * requests never lose an increment and a client's concurrent repeats count once: a like once per
 * client ever, a play once per client and song per cooldown. No row back: not counted.
 */
const counted = (column: CountedField, remember: string) => `
  WITH song AS (SELECT id FROM songs WHERE id = $1),
  remembered AS (${remember})
  UPDATE songs SET ${column} = ${column} + 1
  WHERE id = $1 AND EXISTS (SELECT 1 FROM remembered)
  RETURNING ${column} AS value`;

export const counterWrites: Record<CountedField | 'views', string> = {
  // SPEC counts every view; views are not part of the inflation the allowances guard against.
  views: `UPDATE songs SET views = views + 1 WHERE id = $1 RETURNING views AS value`,
  likes: counted(
    'likes',
    `INSERT INTO song_likes (client_key, song_id) SELECT $2, song.id FROM song
     ON CONFLICT DO NOTHING RETURNING 1`,
  ),
  plays: counted(
    'plays',
    `INSERT INTO song_plays (client_key, song_id) SELECT $2, song.id FROM song
     ON CONFLICT (client_key, song_id) DO UPDATE SET played_at = now()
       WHERE NOT (song_plays.${recentPlay})
     RETURNING 1`,
  ),
};
