import type { Queryable } from '@btb/database';
import { normalizeSearchTerm } from './normalizeSearchTerm';

/** More words add little precision and cost one index condition each. */
const maxSearchWords = 8;

/**
 * SPEC section 5's normalised term split into words as documents are split (letters, digits and
 * underscore; "Hip-Hop" is two words). Each word must match somewhere, in any order.
 */
export function searchWords(raw: string | undefined): string[] {
  return normalizeSearchTerm(raw)
    .split(/[^\p{L}\p{M}\p{N}_]+/u)
    .filter(Boolean)
    .slice(0, maxSearchWords);
}

/** Words shorter than this match whole title words only: they would match most lyrics. */
export const minFreeWordLength = 3;

/** One search word and the catalogue words it may match (see migration 026). */
export interface WordCandidates {
  word: string;
  /** Space-separated folded catalogue words, the word itself first among them. */
  terms: string;
}

/**
 * The catalogue words each search word may match: same word, same stem, one typo away (five
 * letters or more) and, for the last word (the one being typed), words it begins.
 */
export async function wordCandidates(db: Queryable, words: string[]): Promise<WordCandidates[]> {
  if (words.length === 0) return [];
  const rows = await db.query<{ i: number; terms: string }>(
    `SELECT u.i::int AS i,
       CASE WHEN length(btb_search_fold(u.w)) < ${minFreeWordLength} THEN btb_search_fold(u.w)
         ELSE btb_search_candidates(btb_search_fold(u.w), u.i = $2) END AS terms
     FROM unnest(string_to_array($1, ' ')) WITH ORDINALITY AS u(w, i)`,
    [words.join(' '), words.length],
  );
  const byIndex = new Map(rows.map((row) => [row.i, row.terms]));
  return words.map((word, index) => ({ word, terms: byIndex.get(index + 1) ?? '' }));
}
