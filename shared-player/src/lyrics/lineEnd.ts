import type { LyricLine } from '@btb/shared-contract';

/**
 * Where playing line `index` stops: its last word's end; for a line without timed words, where the
 * next line starts (five seconds for the last).
 */
export function lineEndOf(lines: readonly LyricLine[], index: number): number {
  const line = lines[index];
  if (!line) return 0;
  if (Number.isFinite(line.end) && line.end > line.start) return line.end;
  return lines[index + 1]?.start ?? line.start + 5;
}
