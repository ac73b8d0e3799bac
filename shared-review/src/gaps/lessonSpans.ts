import { foldWord } from '../lessons/lessonWordMatch';
import { cardArticle, lessonWordsInLine } from '../lessons/lessonWordsInLine';

/** Words: letters (any script, with marks), inner apostrophes and hyphens. */
export const wordPattern = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

/** A word of a line's text and where it starts. */
export interface SungWord {
  at: number;
  text: string;
}

export const sungWords = (text: string): SungWord[] =>
  [...text.matchAll(wordPattern)].map((match) => ({ at: match.index ?? 0, text: match[0] }));

/** A lesson word sung in a line: its first and last word (one gap), and its card. */
export interface LessonSpan {
  first: number;
  last: number;
  card: string;
}

/**
 * Where the lesson's words are sung in a line, none overlapping: a card in any form ("Handys" for
 * "das Handy"), with its article when that is sung right before it, a phrase as one span. A longer
 * span wins over one inside it ("Guten Morgen" over "der Morgen").
 */
export function lessonSpans(
  words: readonly SungWord[],
  lessonWords: readonly string[],
  language?: string,
): LessonSpan[] {
  const spans = lessonWordsInLine(
    words.map((word) => word.text),
    lessonWords,
    { forms: true, language },
  ).map(({ card, indexes }) => {
    const first = indexes[0] ?? 0;
    const article = cardArticle(card);
    const before = words[first - 1];
    const withArticle = !!article && !!before && foldWord(before.text) === article;
    return { card, first: withArticle ? first - 1 : first, last: indexes.at(-1) ?? first };
  });
  // The longest first, then the earliest: a span overlapping one kept is left out.
  spans.sort((a, b) => b.last - b.first - (a.last - a.first) || a.first - b.first);
  const kept: LessonSpan[] = [];
  for (const span of spans) {
    if (kept.some((other) => span.first <= other.last && other.first <= span.last)) continue;
    kept.push(span);
  }
  kept.sort((a, b) => a.first - b.first);
  return kept;
}
