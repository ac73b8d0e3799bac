import { cardArticle } from '../lessons/lessonWordsInLine';
import { normalizeWord, stableRank, type GapLine } from './gapPlan';
import { sungWords } from './lessonSpans';

/** A lesson word as a choice: written like the answer, with its article only if the answer has one. */
function asChoice(card: string, answer: string): string {
  const words =
    card
      .replace(/\([^)]*\)/g, ' ')
      .split(/[;/|]/)[0]
      ?.trim() ?? '';
  const article = cardArticle(words);
  const answerHasArticle = answer.trim().split(/\s+/).length > 1;
  return article && !answerHasArticle ? words.split(/\s+/).slice(1).join(' ') : words;
}

/**
 * Four choices for a gap: the answer and three others, distinct, the song's other lesson gaps
 * first, then the lesson's other words, then other words sung in the song, each group in a stable
 * order; all four in an order that does not give the answer away by its place.
 */
export function choicesFor(
  answer: string,
  plan: readonly GapLine[],
  lessonWords: readonly string[] = [],
): string[] {
  const gaps = plan.flatMap((line) => line.tokens.flatMap((t) => (t.kind === 'gap' ? [t] : [])));
  const sung = plan.flatMap((line) =>
    line.tokens.flatMap((t) => (t.kind === 'text' ? sungWords(t.text) : [])),
  );
  const groups = [
    gaps.filter((gap) => gap.lessonWord).map((gap) => gap.answer),
    lessonWords.map((card) => asChoice(card, answer)),
    gaps.filter((gap) => !gap.lessonWord).map((gap) => gap.answer),
    sung.map((word) => word.text).filter((word) => word.length > 2),
  ];
  const seen = new Set([normalizeWord(answer)]);
  const others: string[] = [];
  for (const group of groups) {
    const ranked = [...group].sort(
      (a, b) => stableRank(answer + a) - stableRank(answer + b) || a.localeCompare(b),
    );
    for (const word of ranked) {
      if (others.length >= 3) break;
      if (!word || seen.has(normalizeWord(word))) continue;
      seen.add(normalizeWord(word));
      others.push(word);
    }
  }
  return [answer, ...others].sort((a, b) => stableRank(a + answer) - stableRank(b + answer));
}
