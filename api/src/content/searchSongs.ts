import type { SearchQuery, SearchResult } from '@btb/shared-contract';
import type { Queryable, SqlParam } from '@btb/database';
import { contentItemColumns, toContentItem, type ContentItemRow } from './contentItemRow';
import { escapeLike } from './normalizeSearchTerm';
import { matchColumns, matchLessons, toSearchMatch, type MatchRow } from './searchMatch';
import { minFreeWordLength, searchWords, wordCandidates } from './searchWords';

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
    words: searchWords(query.q),
    subject: given(query.subject),
    level: given(query.level),
    primaryLanguage: given(query.primaryLanguage),
    genre: given(query.genre),
    artist: given(query.artist),
    limit: query.limit,
    offset: query.offset,
  };
}

/** How much a word found in each field weighs: title, then vocabulary, then lyrics/description. */
const fieldRank = (terms: string) =>
  `(CASE WHEN s.search_title && ${terms} THEN 3 WHEN s.search_vocab && ${terms} THEN 2 ELSE 1 END)`;

/**
 * Filters are ANDed. Every search word must match a word of the song (title, lesson vocabulary in
 * both languages, lyrics, description) by spelling, word form, one typo or prefix (see
 * wordCandidates); rows rank by where their words matched, then by likes.
 */
export async function searchSongs(db: Queryable, query: SearchOptions): Promise<SearchResult[]> {
  const criteria = searchCriteria(query);
  const where: string[] = [];
  const params: SqlParam[] = [];
  const param = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const candidates = await wordCandidates(db, criteria.words);
  const ranks: string[] = [];
  for (const { word, terms } of candidates) {
    const array = `string_to_array(${param(terms)}, ' ')`;
    const short = word.length < minFreeWordLength;
    where.push(short ? `s.search_title && ${array}` : `s.search_words && ${array}`);
    ranks.push(fieldRank(array));
  }
  const { subject, level, primaryLanguage, genre, artist } = criteria;
  if (subject) where.push(`s.subject_key = upper(${param(subject)})`);
  if (level) where.push(`s.level = upper(${param(level)})`);
  if (primaryLanguage) where.push(`s.primary_language = lower(${param(primaryLanguage)})`);
  if (genre)
    where.push(`btb_fold(s.genre) LIKE '%' || btb_fold(${param(escapeLike(genre))}) || '%'`);
  if (artist)
    where.push(`btb_fold(s.creator) LIKE '%' || btb_fold(${param(escapeLike(artist))}) || '%'`);
  const allTerms = candidates.length
    ? `string_to_array(${param(candidates.map((c) => c.terms).join(' '))}, ' ')`
    : null;
  const rank = ranks.length ? ranks.join(' + ') : '0';
  // The page's ids first, from the narrow columns the order needs; then its rows in full, with
  // what matched worked out once per lesson of the page.
  const rows = await db.query<ContentItemRow & Partial<MatchRow>>(
    `WITH page AS (
       SELECT s.id, s.sequence_id, ${rank} AS rank, s.likes FROM songs s
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY rank DESC, s.likes DESC, s.id
       LIMIT ${param(criteria.limit)} OFFSET ${param(criteria.offset)})
     ${allTerms ? `, ${matchLessons(allTerms)}` : ''}
     SELECT ${contentItemColumns}${allTerms ? `, ${matchColumns(allTerms)}` : ''}
     FROM page JOIN songs s ON s.id = page.id
     ${allTerms ? 'LEFT JOIN matched_lessons l ON l.sequence_id = page.sequence_id' : ''}
     ORDER BY page.rank DESC, page.likes DESC, page.id`,
    params,
  );
  return rows.map((row) => {
    const item: SearchResult = toContentItem(row);
    if (row.match_words) item.match = toSearchMatch(row as MatchRow);
    return item;
  });
}
