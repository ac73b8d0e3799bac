import type { LyricLine } from '@btb/shared-contract';

/**
 * A sung line as the song detail gives it: its words timed one every `step` seconds from `start`,
 * each sung for four fifths of that, the line ending with its last word.
 */
export function timedLine(start: number, text: string, translation = '', step = 0.5): LyricLine {
  const words = text
    .split(' ')
    .filter(Boolean)
    .map((word, index) => ({
      text: word,
      start: start + index * step,
      end: start + index * step + step * 0.8,
    }));
  return { start, end: words.at(-1)?.end ?? start, text, translation, words };
}
