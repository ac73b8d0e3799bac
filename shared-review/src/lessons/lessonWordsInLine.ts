import { cardParticles, foldWord, sameWordForm } from './lessonWordMatch';

/** A lesson word sung in a line: the card (its quiz question) and the line's words for it. */
export interface LessonWordInLine {
  card: string;
  /** Places in the line's words: one, or several for a card of several words. */
  indexes: number[];
}

export interface LessonWordsInLineOptions {
  /** Inflected forms count too ("Handys" is "das Handy"); exact words only when false. */
  forms?: boolean;
  /** The song's language, whose endings make the forms (all languages' when unknown). */
  language?: string;
}

/** The folded words of each way a card is written ("der Lehrer / die Lehrerin (-nen)" has two). */
export function cardWordSequences(card: string): string[][] {
  return card
    .replace(/\([^)]*\)/g, ' ')
    .split(/[;/|]/)
    .map((alternative) => {
      const words = alternative.split(/\s+/).map(foldWord).filter(Boolean);
      // An article before the word ("das Handy"): a line may sing the word alone.
      return words.length > 1 && cardParticles.has(words[0] as string) ? words.slice(1) : words;
    })
    .filter((words) => words.length > 0);
}

/** The article a card's word is taught with ("das" for "das Handy"), or null. */
export function cardArticle(card: string): string | null {
  const [first = '', ...rest] = card.trim().split(/\s+/).map(foldWord).filter(Boolean);
  return rest.length > 0 && cardParticles.has(first) ? first : null;
}

const sameWord = (sung: string, taught: string, options: LessonWordsInLineOptions) =>
  sung === taught || (!!options.forms && sameWordForm(sung, taught, options.language));

/**
 * The lesson's words sung in a line, each time it is sung: "Handy," in the line is the card
 * "das Handy" (case, punctuation and an article do not matter), "guten Morgen" needs both words,
 * in order; with `forms`, "Handys" is "das Handy" too.
 */
export function lessonWordsInLine(
  lineWords: readonly string[],
  lessonWords: readonly string[],
  options: LessonWordsInLineOptions = {},
): LessonWordInLine[] {
  const sung = lineWords
    .map((text, index) => ({ index, key: foldWord(text) }))
    .filter((word) => word.key !== '');
  const found: LessonWordInLine[] = [];
  for (const card of lessonWords) {
    const places = new Set<string>();
    for (const keys of cardWordSequences(card)) {
      for (let start = 0; start + keys.length <= sung.length; start++) {
        const words = sung.slice(start, start + keys.length);
        const place = words.map((word) => word.index).join(',');
        if (places.has(place)) continue;
        if (words.every((word, at) => sameWord(word.key, keys[at] as string, options))) {
          places.add(place);
          found.push({ card: card.trim(), indexes: words.map((word) => word.index) });
        }
      }
    }
  }
  return found;
}
