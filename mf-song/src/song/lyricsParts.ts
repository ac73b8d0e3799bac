import type { LyricLine } from '@btb/shared-contract';

/** A line of the song's lyrics text: a section header, a blank, a sung (timed) line, or text. */
export type LyricsPart =
  | { kind: 'header'; text: string }
  | { kind: 'blank' }
  | { kind: 'sung'; line: number }
  | { kind: 'text'; text: string };

const headerPattern = /^\[[^\]]*\]$/;
const sameText = (a: string, b: string) =>
  a.normalize('NFC').replace(/\s+/g, ' ').trim() === b.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * The lyrics text line by line, each sung line matched in order to its timed line (by index into
 * `lines`), so it can be shown as words; headers such as "[Refrain]" and blank lines stay as they
 * are, and a line without a timed match stays text. Without a text, the timed lines alone.
 */
export function lyricsParts(lyrics: string, lines: readonly LyricLine[]): LyricsPart[] {
  if (!lyrics.trim()) return lines.map((_, line) => ({ kind: 'sung', line }));
  let next = 0;
  return lyrics.split(/\r?\n/).map((raw): LyricsPart => {
    const text = raw.trim();
    if (!text) return { kind: 'blank' };
    if (headerPattern.test(text)) return { kind: 'header', text };
    const line = lines.findIndex((timed, index) => index >= next && sameText(timed.text, text));
    if (line < 0) return { kind: 'text', text: raw.trimEnd() };
    next = line + 1;
    return { kind: 'sung', line };
  });
}
