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

/** Of `words` (a set of rows with column `w`), those written as one of `terms` once folded. */
const matching = (terms: string) => `w <> '' AND btb_search_fold(w) = ANY (${terms})`;

/**
 * Common table expressions, after `page` (ids and `sequence_id` of one page of results): the
 * matched cards of the page's lessons, and per lesson the cards' words that match a search word
 * and its first three matched cards. Worked out once per lesson, not once per song: songs of a
 * lesson share its cards.
 */
export function matchLessons(terms: string): string {
  return `matched_cards AS (
      SELECT v.sequence_id, v.question, v.answer, v.position FROM vocabulary v
      WHERE v.sequence_id IN (SELECT page.sequence_id FROM page) AND v.search_words && ${terms}),
    matched_lessons AS (
      SELECT c.sequence_id,
        array_agg(DISTINCT t.w) FILTER (WHERE ${matching(terms)}) AS words,
        (SELECT json_agg(json_build_object('question', f.question, 'answer', f.answer)
           ORDER BY f.position)
         FROM (SELECT * FROM matched_cards f WHERE f.sequence_id = c.sequence_id
               ORDER BY f.position LIMIT 3) AS f) AS cards
      FROM matched_cards c, LATERAL ${wordsOf(`c.question || ' ' || c.answer`)} AS t
      GROUP BY c.sequence_id)`;
}

/**
 * Columns for the rows of one page, with `matched_lessons` joined as `l`: the title's and matched
 * cards' words as written that match a search word, and up to three matched cards.
 */
export function matchColumns(terms: string): string {
  return `CASE WHEN s.search_title && ${terms} THEN ARRAY(SELECT DISTINCT x.w FROM (
      SELECT t.w FROM ${wordsOf('s.song_title_public')} AS t WHERE ${matching(terms)}
      UNION ALL SELECT unnest(l.words)) AS x(w))
    ELSE coalesce(l.words, '{}') END AS match_words,
    coalesce(l.cards, '[]') AS match_cards`;
}

export function toSearchMatch(row: MatchRow): SearchMatch {
  const cards = typeof row.match_cards === 'string' ? JSON.parse(row.match_cards) : row.match_cards;
  return { words: row.match_words, cards: cards as MatchedCard[] };
}
