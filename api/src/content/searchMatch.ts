import type { MatchedCard, SearchMatch } from '@btb/shared-contract';

/** What the search query selects per row to say why it matched. */
export interface MatchRow {
  match_words: string[];
  match_cards: MatchedCard[] | string;
}

/** Splits written text into words the way documents are split (migration 026). */
const wordsOf = (text: string) => `regexp_split_to_table(${text}, '[^[:alnum:]_]+')`;

/** Cards the lesson of `s` teaches that contain one of `terms` (a text[] of folded words). */
const matchedCards = (terms: string) =>
  `SELECT v.question, v.answer, v.position FROM vocabulary v WHERE v.sequence_id = s.sequence_id
     AND btb_search_words(v.question || ' ' || v.answer) && ${terms}`;

/**
 * Columns for the rows of one page: the title's and matched cards' words as written that match a
 * search word, and up to three matched cards. Computed for the returned rows only.
 */
export function matchColumns(terms: string): string {
  return `ARRAY(SELECT DISTINCT w FROM (
      SELECT w FROM ${wordsOf('s.song_title_public')} AS w
      UNION ALL
      SELECT w FROM (${matchedCards(terms)}) AS c, ${wordsOf(`c.question || ' ' || c.answer`)} AS w
    ) AS words WHERE w <> '' AND btb_search_fold(w) = ANY (${terms})) AS match_words,
    (SELECT coalesce(json_agg(json_build_object('question', c.question, 'answer', c.answer)
       ORDER BY c.position), '[]')
     FROM (${matchedCards(terms)} ORDER BY v.position LIMIT 3) AS c) AS match_cards`;
}

export function toSearchMatch(row: MatchRow): SearchMatch {
  const cards = typeof row.match_cards === 'string' ? JSON.parse(row.match_cards) : row.match_cards;
  return { words: row.match_words, cards: cards as MatchedCard[] };
}
