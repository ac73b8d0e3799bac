import type { QuizQuestion } from '@btb/shared-contract';

/**
 * Words a card's question carries besides the word it teaches: articles ("das Handy", "the city",
 * "la casa"), the infinitive's "to" and the reflexive pronoun. A tapped one of them is no match
 * unless a card is that very word.
 */
export const cardParticles: ReadonlySet<string> = new Set([
  ...['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines'],
  ...['sich', 'the', 'a', 'an', 'to'],
  ...['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'se'],
]);

/**
 * Endings of inflected forms (plural, case, conjugation, gender) in each song language, `ies>y`
 * where the stem gets a letter back. Two words are one when one is the other less an ending, or
 * both are one stem less an ending each.
 */
const endingsByLanguage: Readonly<Record<string, readonly string[]>> = {
  de: ['e', 'n', 'en', 'er', 'ern', 'em', 'es', 'ens', 's', 'st', 't', 'et', 'est', 'te', 'ten'],
  en: ['s', 'es', 'ies>y', 'd', 'ed', 'ing', 'er', 'est'],
  es: ['s', 'es', 'a', 'o', 'as', 'os', 'ar', 'er', 'ir', 'an', 'en', 'e', 'amos', 'emos', 'imos'],
};
const anyEndings = [...new Set(Object.values(endingsByLanguage).flat())];
const shortestStem = 3;
/** A stem both words had to be cut to reach is longer: "Haut" and "Haus" are not one word. */
const shortestSharedStem = 4;

const endingsOf = (language?: string) =>
  endingsByLanguage[(language ?? '').slice(0, 2).toLowerCase()] ?? anyEndings;

/** The word without the punctuation sung with it: "Hallo," gives "Hallo", "„Handy“" gives "Handy". */
export function bareWord(text: string): string {
  return text.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
}

/** Case, accents and umlauts aside: "Häuser" and "hauser" are the same letters. */
export function foldWord(word: string): string {
  return bareWord(word)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/’/g, "'");
}

/** The stems left by cutting one ending off `word` ("cities" also gives "city"). */
function cuts(word: string, endings: readonly string[]): string[] {
  const found: string[] = [];
  for (const rule of endings) {
    const [ending = '', restored = ''] = rule.split('>');
    const stem = word.slice(0, -ending.length) + restored;
    if (word.endsWith(ending) && stem.length >= shortestStem) found.push(stem);
  }
  return found;
}

/** Two folded words are forms of one word: "handys" and "handy", "spielt" and "spielen". */
export function sameWordForm(a: string, b: string, language?: string): boolean {
  if (a === b) return true;
  const endings = endingsOf(language);
  const ofA = cuts(a, endings);
  const ofB = cuts(b, endings);
  if (ofA.includes(b) || ofB.includes(a)) return true;
  return ofA.some((stem) => stem.length >= shortestSharedStem && ofB.includes(stem));
}

/** The words a question teaches, per alternative ("der/die Lehrer (-in)" has two). */
function taughtWords(question: string): string[][] {
  return question
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;/|]/)
    .map((alternative) => {
      const words = alternative.split(/\s+/).map(foldWord).filter(Boolean);
      const content = words.filter((word) => !cardParticles.has(word));
      return content.length > 0 ? content : words;
    })
    .filter((words) => words.length > 0);
}

/** How well a tapped word fits a card: the same word, then a form of it, then a word of a phrase. */
function fit(word: string, question: string, language?: string): number {
  let best = 0;
  for (const words of taughtWords(question)) {
    const single = words.length === 1;
    for (const taught of words) {
      if (!single && taught.length < shortestStem) continue;
      const score =
        taught === word
          ? single
            ? 4
            : 2
          : sameWordForm(word, taught, language)
            ? single
              ? 3
              : 1
            : 0;
      best = Math.max(best, score);
    }
  }
  return best;
}

/**
 * The lesson card a tapped lyric word is a form of, or null: "Handy", "Handys" and "HANDY," all
 * find "das Handy". The closest fit wins; among equals, the lesson's first card. `language`: the
 * song's, whose endings count (all of them when unknown).
 */
export function findLessonCard<T extends QuizQuestion>(
  tapped: string,
  cards: readonly T[],
  language?: string,
): T | null {
  const word = foldWord(tapped);
  if (!word) return null;
  let best: T | null = null;
  let bestFit = 0;
  for (const card of cards) {
    const score = fit(word, card.question, language);
    if (score > bestFit) {
      best = card;
      bestFit = score;
    }
  }
  return best;
}
