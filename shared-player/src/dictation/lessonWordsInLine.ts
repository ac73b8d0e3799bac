import { cardParticles } from '../lyrics/lessonWordMatch';
import { spellingKey } from './spellingKey';

/** A lesson word sung in a line: the card (its quiz question) and the line's words for it. */
export interface LessonWordInLine {
  card: string;
  /** Places in the line's words: one, or several for a card of several words. */
  indexes: number[];
}

const cardKeys = (card: string) => {
  const keys = card.split(/\s+/).map(spellingKey).filter(Boolean);
  // An article before the word ("das Handy"): a line may sing the word alone.
  return keys.length > 1 && cardParticles.has(keys[0] as string) ? keys.slice(1) : keys;
};

/**
 * The lesson's words sung in a line, each time it is sung: "Handy," in the line is the card
 * "das Handy" (case, punctuation and an article do not matter), "guten Morgen" needs both words.
 */
export function lessonWordsInLine(
  lineWords: readonly string[],
  lessonWords: readonly string[],
): LessonWordInLine[] {
  const sung = lineWords
    .map((text, index) => ({ index, key: spellingKey(text) }))
    .filter((word) => word.key !== '');
  const found: LessonWordInLine[] = [];
  for (const card of lessonWords) {
    const keys = cardKeys(card);
    if (!keys.length) continue;
    for (let start = 0; start + keys.length <= sung.length; start++) {
      const words = sung.slice(start, start + keys.length);
      if (words.every((word, at) => word.key === keys[at])) {
        found.push({ card: card.trim(), indexes: words.map((word) => word.index) });
      }
    }
  }
  return found;
}
