import type { BarContext } from './backingTypes';

/** Semitones above `root` of the chord's third and fifth (major third and fifth if unclear). */
function chordIntervals(chord: readonly number[], root: number): { third: number; fifth: number } {
  const above = new Set(chord.map((note) => (((note - root) % 12) + 12) % 12));
  const third = above.has(3) && !above.has(4) ? 3 : 4;
  const fifth = above.has(7) ? 7 : above.has(6) ? 6 : above.has(8) ? 8 : 7;
  return { third, fifth };
}

/** The bass root, third, fifth and octave of a bar. */
export function bassTones(bar: BarContext): {
  root: number;
  third: number;
  fifth: number;
  octave: number;
} {
  const { third, fifth } = chordIntervals(bar.chord, bar.bass);
  return {
    root: bar.bass,
    third: bar.bass + third,
    fifth: bar.bass + fifth,
    octave: bar.bass + 12,
  };
}

/** The chord with a colour tone (the ninth) on top, for jazz and soul voicings. */
export function withNinth(bar: BarContext): number[] {
  const top = Math.max(...bar.chord);
  let ninth = bar.bass + 14;
  while (ninth <= top - 12) ninth += 12;
  while (ninth > top + 12) ninth -= 12;
  return [...bar.chord, ninth].sort((a, b) => a - b);
}

/** The chord moved by octaves so its lowest note is at least `floor`. */
export function voicedFrom(chord: readonly number[], floor: number): number[] {
  const low = Math.min(...chord);
  const shift = Math.ceil((floor - low) / 12) * 12;
  return chord.map((note) => note + shift);
}
