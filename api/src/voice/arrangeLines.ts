/** Bars of music after the last line, in which the song fades out. */
export const outroBars = 2;

/** Breath after a line before the next may start, in seconds. */
const breathSeconds = 0.3;

export interface Arrangement {
  /** When each line's voice starts, in seconds: on the first or third beat of a bar. */
  starts: number[];
  /** The whole song's length in seconds: intro, the lines' bars and the outro. */
  seconds: number;
}

/**
 * Puts the lines one after another from the first beat after the intro: one bar a line where the
 * line fits in one; a longer line takes the half bars it needs, so the next starts on the bar's
 * first or third beat.
 */
export function arrangeLines(
  lineSeconds: readonly number[],
  barSeconds: number,
  introBars: number,
): Arrangement {
  const starts: number[] = [];
  const half = barSeconds / 2;
  let halves = introBars * 2;
  for (const seconds of lineSeconds) {
    starts.push(halves * half);
    halves += Math.max(2, Math.ceil((seconds + breathSeconds) / half - 1e-9));
  }
  return { starts, seconds: (halves / 2 + outroBars) * barSeconds };
}
