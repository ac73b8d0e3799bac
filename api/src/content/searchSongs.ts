import type { ContentItem, SearchQuery } from '@btb/shared-contract';
import type { Queryable, SqlParam } from '../db/Db';
import { contentItemColumns, toContentItem, type ContentItemRow } from './contentItemRow';
import { escapeLike, normalizeSearchTerm } from './normalizeSearchTerm';

/** More words add little precision and cost one index condition each. */
const maxSearchWords = 8;

export interface SearchOptions extends SearchQuery {
  limit: number;
  offset: number;
}

/** Filter values the client sends as "all" mean no filter. */
const given = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.toLowerCase() === 'all' ? null : trimmed;
};

/**
 * Filters are ANDed. The free-text words match title, code and description through the folded
 * `search_text` column and its trigram index, so it is case- and accent-insensitive.
 */
export async function searchSongs(db: Queryable, query: SearchOptions): Promise<ContentItem[]> {
  const where: string[] = [];
  const params: SqlParam[] = [];
  const add = (sql: (p: string) => string, value: SqlParam) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  // Each word must appear somewhere, in any order ("schlager begrüßungen" finds "Begrüßungen Schlager").
  const words = normalizeSearchTerm(query.q).split(' ').filter(Boolean).slice(0, maxSearchWords);
  for (const word of words)
    add((p) => `s.search_text LIKE '%' || btb_fold(${p}) || '%'`, escapeLike(word));
  const subject = given(query.subject);
  if (subject) add((p) => `s.subject_key = upper(${p})`, subject);
  const level = given(query.level);
  if (level) add((p) => `s.level = upper(${p})`, level);
  const primary = given(query.primaryLanguage);
  if (primary) add((p) => `s.primary_language = lower(${p})`, primary);
  const genre = given(query.genre);
  if (genre) add((p) => `btb_fold(s.genre) LIKE '%' || btb_fold(${p}) || '%'`, escapeLike(genre));
  const artist = given(query.artist);
  if (artist)
    add((p) => `btb_fold(s.creator) LIKE '%' || btb_fold(${p}) || '%'`, escapeLike(artist));
  params.push(query.limit, query.offset);
  const rows = await db.query<ContentItemRow>(
    `SELECT ${contentItemColumns} FROM songs s
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY s.likes DESC, s.id
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows.map(toContentItem);
}
