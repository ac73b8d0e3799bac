import type { LyricLine, LyricWord } from '@btb/shared-contract';

/** A word of a song, where it is (its line and place, as `data-word-key`) and when it is sung. */
export interface WordTiming {
  key: string;
  start: number;
  end: number;
}

/**
 * Seconds a word stays marked after its end when the next word comes later: a breath between two
 * words keeps the mark, the pause after a line clears it.
 */
export const wordHoldSeconds = 0.3;

export const wordKey = (line: number, word: number) => `${line}:${word}`;

/**
 * A line's words as shown: its timed words, or (an answer from before word timings) its text
 * split at spaces, untimed, so each is still a word to tap.
 */
export function lineWords(line: LyricLine): readonly LyricWord[] {
  if (Array.isArray(line.words) && line.words.length > 0) return line.words;
  return line.text
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => ({ text, start: Number.NaN, end: Number.NaN }));
}

/** Every timed word of the song, by start. */
export function wordTimings(lines: readonly LyricLine[]): WordTiming[] {
  const timings: WordTiming[] = [];
  lines.forEach((line, lineIndex) => {
    lineWords(line).forEach((word, wordIndex) => {
      if (!Number.isFinite(word.start)) return;
      const end = Number.isFinite(word.end) ? Math.max(word.end, word.start) : word.start;
      timings.push({ key: wordKey(lineIndex, wordIndex), start: word.start, end });
    });
  });
  return timings.sort((a, b) => a.start - b.start);
}

/**
 * The word sung at `time` (index into `timings`), -1 for none: the last one started, until the
 * next one starts or a moment after its own end, whichever is first.
 */
export function sungWordAt(timings: readonly WordTiming[], time: number): number {
  let low = 0;
  let high = timings.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((timings[middle] as WordTiming).start <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  const word = timings[found];
  if (!word) return -1;
  const nextStart = timings[found + 1]?.start ?? Infinity;
  return time < Math.min(nextStart, word.end + wordHoldSeconds) ? found : -1;
}
