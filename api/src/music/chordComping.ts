import type { BarContext, PartNote } from './backingTypes';
import { bassTones, voicedFrom, withNinth } from './chordTones';
import type { GenreName } from './musicGenres';
import { chordAt } from './stepPattern';

type Comp = (bar: BarContext, chorus: boolean) => PartNote[];

/** Chords struck at each [start, length] with one velocity. */
const hits = (chord: readonly number[], times: [number, number][], velocity: number) =>
  times.flatMap(([start, length]) => chordAt(chord, start, length, velocity));

/** A six-string strum: down strokes low to high, up strokes on the top strings, softer. */
function strums(bar: BarContext, chorus: boolean): PartNote[] {
  const { root, third, fifth } = bassTones(bar);
  const guitar = voicedFrom([root, fifth, root + 12, third + 12, fifth + 12], 40);
  const pattern: [number, 'down' | 'up'][] = chorus
    ? [
        [0, 'down'],
        [1, 'down'],
        [1.5, 'up'],
        [2.5, 'up'],
        [3, 'down'],
        [3.5, 'up'],
      ]
    : [
        [0, 'down'],
        [1.5, 'up'],
        [2, 'down'],
        [3, 'down'],
        [3.5, 'up'],
      ];
  return pattern.flatMap(([start, stroke], i) => {
    const next = pattern[i + 1]?.[0] ?? 4;
    const strings = stroke === 'down' ? guitar : guitar.slice(2).reverse();
    return chordAt(strings, start, next - start, stroke === 'down' ? 92 : 70, 0.025);
  });
}

/** Arpeggios up and over the chord: 8ths in the verse, 16ths in the chorus. */
function arpeggio(bar: BarContext, chorus: boolean): PartNote[] {
  const chord = voicedFrom(bar.chord, 60);
  const tones = [...chord, ...chord.map((note) => note + 12)];
  const count = chorus ? 16 : 8;
  const step = 4 / count;
  return Array.from({ length: count }, (_, i) => ({
    note: tones[(i * (bar.variant ? 3 : 1)) % tones.length] as number,
    velocity: i % 4 === 0 ? 96 : 76,
    start: i * step,
    length: step * 0.8,
  }));
}

/** Piano montuno: a two-bar syncopated 8th figure, octaves against the inner chord. */
function montuno(bar: BarContext, chorus: boolean): PartNote[] {
  const chord = voicedFrom(bar.chord, 60);
  const top = Math.max(...chord);
  const eighths = bar.sectionBar % 2 ? [1, 2, 4, 5, 7] : [0, 1, 3, 4, 6];
  return eighths.flatMap((eighth, i) => {
    const notes = i % 2 ? chord.slice(0, -1) : [top - 12, top];
    return chordAt(notes, eighth / 2, 0.45, chorus ? 100 : 88);
  });
}

/** Each genre's way of playing the chords in a verse or chorus bar. */
const comps: Record<GenreName, Comp> = {
  // Syncopated 3-3-2 chords, denser in the chorus.
  Pop: (bar, chorus) =>
    chorus
      ? hits(
          voicedFrom(bar.chord, 55),
          [
            [0, 0.7],
            [0.75, 0.7],
            [1.5, 0.9],
            [2.5, 0.45],
            [3, 0.9],
          ],
          88,
        )
      : hits(
          voicedFrom(bar.chord, 55),
          [
            [0, 1.4],
            [1.5, 1.4],
            [3, 0.9],
          ],
          74,
        ),
  // Dusty electric-piano chords with a ninth, held.
  'Hip-Hop': (bar, chorus) => {
    const chord = voicedFrom(withNinth(bar), 53);
    return hits(
      chord,
      chorus
        ? [
            [0, 1.7],
            [1.75, 1],
            [2.75, 1.2],
          ]
        : [
            [0, 2.6],
            [2.75, 1.2],
          ],
      70,
    );
  },
  // The skank: short, high chords on 2 and 4 (a double chop in the chorus).
  Reggae: (bar, chorus) => {
    const chord = voicedFrom(bar.chord, 62);
    const times: [number, number][] = chorus
      ? [
          [1, 0.2],
          [1.25, 0.15],
          [3, 0.2],
          [3.25, 0.15],
        ]
      : [
          [1, 0.22],
          [3, 0.22],
        ];
    return hits(chord, times, 96);
  },
  // Charleston comping with ninths on the swung "and" of 2.
  Jazz: (bar, chorus) => {
    const chord = voicedFrom(withNinth(bar), 52);
    const late = bar.variant ? 3 + 2 / 3 : 3;
    return hits(
      chord,
      chorus
        ? [
            [0, 0.6],
            [1 + 2 / 3, 0.9],
            [late, 0.3],
          ]
        : [
            [0, 0.6],
            [1 + 2 / 3, 1],
          ],
      72,
    );
  },
  Folk: strums,
  // Palm-muted 8th chugs in the verse, ringing power chords in the chorus.
  Rock: (bar, chorus) => {
    const { root, fifth } = bassTones(bar);
    const power = voicedFrom([root, fifth, root + 12], 40);
    return chorus
      ? hits(
          power,
          [
            [0, 1.45],
            [1.5, 1],
            [2.5, 0.45],
            [3, 1],
          ],
          104,
        )
      : hits(
          power,
          [0, 1, 2, 3, 4, 5, 6, 7].map((i): [number, number] => [i / 2, 0.28]),
          84,
        );
  },
  Electronic: arpeggio,
  Latin: montuno,
  // Soft electric-piano chords with a ninth, rolled, and a lazy re-strike.
  'R&B': (bar, chorus) => {
    const chord = voicedFrom(withNinth(bar), 52);
    return [
      ...chordAt(chord, 0, 2.4, 72, 0.04),
      ...chordAt(chord, chorus ? 2.5 : 2.75, chorus ? 1.4 : 1.2, 60, 0.03),
    ];
  },
  // The "pah" of oom-pah: short accordion chords on 2 and 4 (and the off-beats in the chorus).
  Schlager: (bar, chorus) => {
    const chord = voicedFrom(bar.chord, 57);
    const times: [number, number][] = chorus
      ? [
          [1, 0.4],
          [1.5, 0.3],
          [3, 0.4],
          [3.5, 0.3],
        ]
      : [
          [1, 0.45],
          [3, 0.45],
        ];
    return hits(chord, times, 90);
  },
};

/** The genre's chord comping for one bar. */
export function compBar(genre: GenreName, bar: BarContext): PartNote[] {
  return comps[genre](bar, bar.section === 'chorus');
}
