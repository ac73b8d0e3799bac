import type { LyricLine } from '@btb/shared-contract';
import { lessonWordsInLine } from '@btb/shared-review';

/**
 * The first line of a song that sings a card's word, as the word card and the gap game find it
 * (an article, case and an inflected form aside); -1 when none does.
 */
export function lineOfWord(lines: readonly LyricLine[], word: string, language: string): number {
  const sings = (line: LyricLine, forms: boolean) => {
    const words = line.words.length > 0 ? line.words.map((w) => w.text) : line.text.split(/\s+/);
    return lessonWordsInLine(words, [word], { forms, language }).length > 0;
  };
  // The word as taught first; only then a form of it.
  const exact = lines.findIndex((line) => sings(line, false));
  return exact >= 0 ? exact : lines.findIndex((line) => sings(line, true));
}
