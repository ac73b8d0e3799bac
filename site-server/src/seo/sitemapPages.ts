import type { Queryable } from '@btb/api';
import type { SitemapPage } from './sitemapXml';
import { bookOverviewPath, songPath } from '@btb/platform/links';

/** A day in W3C date form, as the sitemap wants it. */
const utcDay = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/**
 * Every page worth a search engine's visit, from the database: home, search, each song and each
 * learning plan (a book's code starts with its plan's, `DE_EN_A1_B01` → `DE_EN`).
 */
export async function sitemapPages(db: Queryable): Promise<SitemapPage[]> {
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
  const latest = songs.reduce<string | undefined>(
    (max, { lastmod }) => (!max || lastmod > max ? lastmod : max),
    undefined,
  );
  return [
    { path: '/', lastmod: latest },
    { path: '/search', lastmod: latest },
    ...songs.map(({ id, lastmod }) => ({ path: songPath(id), lastmod })),
    ...plans.flatMap(({ code, lastmod }) =>
      code ? [{ path: bookOverviewPath(code), lastmod: lastmod ?? latest }] : [],
    ),
  ];
}

/** What changes the sitemap: a song added or removed (checked on each request, cheaply). */
export async function sitemapVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ count: number; latest: string | null; max_id: number | null }>(
    'SELECT count(*)::int AS count, max(created_at)::text AS latest, max(id) AS max_id FROM songs',
  );
  return `${row?.count}:${row?.latest}:${row?.max_id}`;
}
