import type { LyricLine } from '@btb/shared-contract';
import type { SungLine } from '../seed/lyricLines';
import { barSecondsOf, introBars } from './synthesizeSong';

/** Seconds of fade-out at the end of a song in which nothing new is sung (a quarter of short ones). */
const outroSeconds = 3;

/**
 * Start times for the sung lines of the song `slug`, from the audio the seed generates: the singing
 * starts when the melody does (after the intro bars), one line a bar; when the song is too short
 * for that, the lines share the time left evenly, so the last one still starts before the end.
 */
export function timeLyricLines(
  lines: readonly SungLine[],
  slug: string,
  seconds: number,
): LyricLine[] {
  if (!lines.length) return [];
  const bar = barSecondsOf(slug);
  const first = Math.min(introBars * bar, seconds / 4);
  const room = Math.max(0, seconds - Math.min(outroSeconds, seconds / 4) - first);
  const step = Math.min(bar, room / lines.length);
  return lines.map((line, i) => ({
    start: Math.round((first + i * step) * 100) / 100,
    text: line.text,
    translation: line.translation,
  }));
}
