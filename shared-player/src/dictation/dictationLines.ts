import type { LyricLine } from '@btb/shared-contract';
import { spellingKey } from './spellingKey';

/** A line to write: when it is sung, its text and translation, and its words. */
export interface DictationLine {
  start: number;
  /** When the voice has sung its last word. */
  end: number;
  text: string;
  translation: string;
  words: string[];
}

/** Seconds a line without timings is played when no next line tells where it ends. */
const untimedLineSeconds = 5;

/**
 * The song's lines to write, in the order they are sung: each ends where its voice ends (where the
 * next begins for a line without timings); a line with no word to write is left out.
 */
export function dictationLines(lines: readonly LyricLine[]): DictationLine[] {
  const sorted = [...lines].sort((a, b) => a.start - b.start);
  return sorted
    .map((line, index) => {
      const timed = Array.isArray(line.words) && line.words.length > 0;
      const words = timed ? line.words.map((word) => word.text) : line.text.split(/\s+/);
      const next = sorted[index + 1]?.start;
      const end =
        Number.isFinite(line.end) && line.end > line.start
          ? line.end
          : (next ?? line.start + untimedLineSeconds);
      return { start: line.start, end, text: line.text, translation: line.translation, words };
    })
    .filter((line) => line.words.some((word) => spellingKey(word) !== ''));
}
