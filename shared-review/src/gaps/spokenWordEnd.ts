import type { LyricLine } from '@btb/shared-contract';

/**
 * When the voice ends the word found at `offset` in the line's text. The line's timed words are its
 * text split at spaces, in order, so each is looked up after the one before it; the word whose text
 * spans `offset` gives the time. `fallback` when no timed word spans it (a line whose words do not
 * spell its text).
 */
export function spokenWordEnd(line: LyricLine, offset: number, fallback: number): number {
  const words = Array.isArray(line.words) ? line.words : [];
  let cursor = 0;
  for (const word of words) {
    const at = line.text.indexOf(word.text, cursor);
    if (at < 0 || word.text === '') break;
    cursor = at + word.text.length;
    if (offset >= at && offset < cursor) return Number.isFinite(word.end) ? word.end : fallback;
  }
  return fallback;
}
