import type { MatchedCard, SearchMatch } from '@btb/shared-contract';

/** What the search query selects per row to say why it matched. */
export interface MatchRow {
  match_words: string[];
  match_cards: MatchedCard[] | string;
}

/**
 * The words of written text, split at spaces and trimmed of punctuation around them (cheaper than
 * the documents' split by letters, and the same for titles and cards).
 */
const wordsOf = (text: string) =>
  `(SELECT btrim(w, ' ,.;:!?()[]"''«»„“”‚‘’–—…-') AS w FROM unnest(string_to_array(${text}, ' ')) AS w)`;

/** Cards the lesson of `s` teaches that contain one of `terms` (a text[] of folded words). */
const matchedCards = (terms: string) =>
  `SELECT v.question, v.answer, v.position FROM vocabulary v WHERE v.sequence_id = s.sequence_id
     AND v.search_words && ${terms}`;

/**
 * Columns for the rows of one page: the title's and matched cards' words as written that match a
 * search word, and up to three matched cards. Computed for the returned rows only.
 */
export function matchColumns(terms: string): string {
  // Rows that matched in lyrics or description only have nothing to mark.
  const marked = `s.search_title && ${terms} OR s.search_vocab && ${terms}`;
  return `CASE WHEN ${marked} THEN ARRAY(SELECT DISTINCT words.w FROM (
      SELECT t.w FROM ${wordsOf('s.song_title_public')} AS t
      UNION ALL
      SELECT t.w FROM (${matchedCards(terms)}) AS c,
        LATERAL ${wordsOf(`c.question || ' ' || c.answer`)} AS t
    ) AS words WHERE words.w <> '' AND btb_search_fold(words.w) = ANY (${terms}))
    ELSE '{}' END AS match_words,
    CASE WHEN ${marked} THEN (SELECT coalesce(json_agg(json_build_object('question', c.question,
       'answer', c.answer) ORDER BY c.position), '[]')
     FROM (${matchedCards(terms)} ORDER BY v.position LIMIT 3) AS c) ELSE '[]' END AS match_cards`;
}

export function toSearchMatch(row: MatchRow): SearchMatch {
  const cards = typeof row.match_cards === 'string' ? JSON.parse(row.match_cards) : row.match_cards;
  return { words: row.match_words, cards: cards as MatchedCard[] };
}
