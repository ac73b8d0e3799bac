import type { LyricLine } from '@btb/shared-contract';

/** Where line `index` starts and ends: at the next line, or at the end of the track. */
export function lineRange(lines: readonly LyricLine[], index: number, duration: number) {
  const line = lines[index];
  if (!line) return null;
  const end = lines[index + 1]?.start ?? (duration > line.start ? duration : line.start + 5);
  return { start: line.start, end };
}
