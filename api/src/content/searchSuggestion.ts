import type { Queryable } from '@btb/database';
import { minFreeWordLength, searchWords } from './searchWords';

/**
 * "Did you mean …?": each search word the catalogue does not know (neither the word nor its stem)
 * replaced by the most similar catalogue word (trigram similarity, pg_trgm's threshold of 0.3);
 * null when no word was replaced.
 */
export async function searchSuggestion(db: Queryable, raw: string): Promise<string | null> {
  const words = searchWords(raw);
  if (words.length === 0) return null;
  const rows = await db.query<{ i: number; closest: string | null }>(
    `SELECT u.i::int AS i, CASE
       WHEN length(f.word) < ${minFreeWordLength} THEN NULL
       WHEN EXISTS (SELECT 1 FROM search_lexicon l WHERE l.term = f.word OR l.stem = btb_stem(f.word)) THEN NULL
       ELSE (SELECT l.term FROM search_lexicon l WHERE l.term % f.word
             ORDER BY similarity(l.term, f.word) DESC, l.term LIMIT 1) END AS closest
     FROM unnest(string_to_array($1, ' ')) WITH ORDINALITY AS u(w, i),
       LATERAL (SELECT btb_search_fold(u.w) AS word) AS f`,
    [words.join(' ')],
  );
  const closest = new Map(rows.map((row) => [row.i, row.closest]));
  const suggested = words.map((word, index) => closest.get(index + 1) ?? word);
  return suggested.some((word, index) => word !== words[index]) ? suggested.join(' ') : null;
}
