import type { BarContext, PartNote } from './backingTypes';
import { voicedFrom } from './chordTones';
import type { GenreName } from './musicGenres';
import { chordAt } from './stepPattern';

/** Genres whose pad also sits quietly under the verses. */
const padInVerse: ReadonlySet<GenreName> = new Set(['Electronic', 'R&B', 'Schlager']);

/** Sustained chords: the whole bar in choruses and intros (and verses of some genres). */
export function padBar(genre: GenreName, bar: BarContext): PartNote[] {
  const chord = voicedFrom(bar.chord, 52);
  if (bar.section === 'chorus') return chordAt(chord, 0, 3.95, 78);
  if (bar.section === 'intro') return chordAt(chord, 0, 3.95, 66);
  if (padInVerse.has(genre)) return chordAt(chord, 0, 3.95, 54);
  return [];
}

/**
 * The accent part: Reggae's organ "bubble" on the off-beat 8ths all song long; every other
 * genre's accent (brass, organ, sax…) stabs in the chorus only.
 */
export function accentBar(genre: GenreName, bar: BarContext): PartNote[] {
  if (genre === 'Reggae') {
    const low = voicedFrom(bar.chord, 48);
    return [0.5, 1.5, 2.5, 3.5].flatMap((start) =>
      chordAt(low, start, 0.3, bar.section === 'chorus' ? 80 : 66),
    );
  }
  if (bar.section !== 'chorus') return [];
  const high = voicedFrom(bar.chord, 60);
  const stabs: [number, number][] =
    genre === 'Latin'
      ? [
          [1.5, 0.3],
          [2.5, 0.25],
          [3, 0.5],
        ]
      : [
          [0, 0.5],
          [1.5, 0.25],
          [2.5, 0.5],
        ];
  return stabs.flatMap(([start, length]) => chordAt(high, start, length, 96));
}
