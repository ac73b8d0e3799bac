import { utcDay, type Queryable } from '@btb/database';

/** What the site's sitemap lists from the catalogue; days are UTC `YYYY-MM-DD`. */
export interface SitemapEntries {
  /** Every song, by id, with the day it was added. */
  songs: { id: number; lastmod: string }[];
  /**
   * Every learning plan, by code (a book's code starts with its plan's, `DE_EN_A1_B01` → `DE_EN`),
   * with the day its newest song was added (null: no song yet).
   */
  plans: { code: string; lastmod: string | null }[];
}

/** The songs and learning plans a search engine should visit, for the site's sitemap. */
export async function listSitemapEntries(db: Queryable): Promise<SitemapEntries> {
  const [songs, plans] = await Promise.all([
    db.query<{ id: number; lastmod: string }>(
      `SELECT id, ${utcDay('created_at')} AS lastmod FROM songs ORDER BY id`,
    ),
    db.query<{ code: string | null; lastmod: string | null }>(
      `SELECT substring(b.intern_code from '^[A-Z]{2}_[A-Z]{2}') AS code,
              ${utcDay('max(s.created_at)')} AS lastmod
         FROM books b
         LEFT JOIN sequences q ON q.book_id = b.id
         LEFT JOIN songs s ON s.sequence_id = q.id
        GROUP BY 1 ORDER BY 1`,
    ),
  ]);
  return {
    songs,
    plans: plans.flatMap(({ code, lastmod }) => (code ? [{ code, lastmod }] : [])),
  };
}

/**
 * What changes the sitemap: a song added or removed. One small query, cheap enough to ask on each
 * request; equal strings mean the entries are unchanged.
 */
export async function sitemapVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ count: number; latest: string | null; max_id: number | null }>(
    'SELECT count(*)::int AS count, max(created_at)::text AS latest, max(id) AS max_id FROM songs',
  );
  return `${row?.count}:${row?.latest}:${row?.max_id}`;
}

/** What a song's share preview shows: its public title, its creator and its cover's file name. */
export interface SongShareCard {
  title: string;
  creator: string;
  image: string;
}

/** A song's share-preview text and cover file name; null when there is no such song. */
export async function songShareCard(db: Queryable, id: number): Promise<SongShareCard | null> {
  const [song] = await db.query<SongShareCard>(
    `SELECT coalesce(nullif(song_title_public, ''), song_title) AS title, creator,
            image_name AS image FROM songs WHERE id = $1`,
    [id],
  );
  return song ?? null;
}
