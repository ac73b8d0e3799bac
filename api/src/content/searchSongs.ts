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

/** What a search depends on, after normalisation: equal criteria give equal results. */
export interface SearchCriteria {
  words: string[];
  subject: string | null;
  level: string | null;
  primaryLanguage: string | null;
  genre: string | null;
  artist: string | null;
  limit: number;
  offset: number;
}

/** SPEC section 5's normalised term split into words; filters where "all" or "" mean none. */
export function searchCriteria(query: SearchOptions): SearchCriteria {
  return {
    // Each word must appear somewhere, in any order ("schlager begrüßungen" finds "Begrüßungen Schlager").
    words: normalizeSearchTerm(query.q).split(' ').filter(Boolean).slice(0, maxSearchWords),
    subject: given(query.subject),
    level: given(query.level),
    primaryLanguage: given(query.primaryLanguage),
    genre: given(query.genre),
    artist: given(query.artist),
    limit: query.limit,
    offset: query.offset,
  };
}

/**
 * Filters are ANDed. The free-text words match title, code and description through the folded
 * `search_text` column and its trigram index, so it is case- and accent-insensitive.
 */
export async function searchSongs(db: Queryable, query: SearchOptions): Promise<ContentItem[]> {
  const criteria = searchCriteria(query);
  const where: string[] = [];
  const params: SqlParam[] = [];
  const add = (sql: (p: string) => string, value: SqlParam) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  for (const word of criteria.words)
    add((p) => `s.search_text LIKE '%' || btb_fold(${p}) || '%'`, escapeLike(word));
  const { subject, level, primaryLanguage, genre, artist } = criteria;
  if (subject) add((p) => `s.subject_key = upper(${p})`, subject);
  if (level) add((p) => `s.level = upper(${p})`, level);
  if (primaryLanguage) add((p) => `s.primary_language = lower(${p})`, primaryLanguage);
  if (genre) add((p) => `btb_fold(s.genre) LIKE '%' || btb_fold(${p}) || '%'`, escapeLike(genre));
  if (artist)
    add((p) => `btb_fold(s.creator) LIKE '%' || btb_fold(${p}) || '%'`, escapeLike(artist));
  params.push(criteria.limit, criteria.offset);
  const rows = await db.query<ContentItemRow>(
    `SELECT ${contentItemColumns} FROM songs s
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY s.likes DESC, s.id
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows.map(toContentItem);
}
