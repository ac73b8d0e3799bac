import type { BarContext, PartNote } from './backingTypes';
import { bassTones } from './chordTones';
import type { GenreName } from './musicGenres';

type Hit = [note: number, start: number, length: number, velocity?: number];

const notes = (hits: Hit[], lift: number): PartNote[] =>
  hits.map(([note, start, length, velocity = 96]) => ({
    note,
    velocity: Math.min(127, velocity + lift),
    start,
    length,
  }));

/** Nearest chromatic neighbour of the next root, from below or above. */
const approach = (bar: BarContext) => bar.nextBass + (bar.nextBass > bar.bass ? -1 : 1);

/** Each genre's bass line for one verse or chorus bar. */
const bassLines: Record<GenreName, (bar: BarContext) => Hit[]> = {
  // Pumping 8ths in the chorus, a lighter root pattern in the verse.
  Pop: (bar) => {
    const { root, octave } = bassTones(bar);
    if (bar.section === 'chorus')
      return [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i === 5 ? octave : root, i / 2, 0.4]);
    return [
      [root, 0, 1.4],
      [root, 1.5, 0.5, 80],
      [root, 2, 1.4],
      [octave, 3.5, 0.4, 80],
    ];
  },
  // Warm, following the boom-bap kick.
  'Hip-Hop': (bar) => {
    const { root, fifth } = bassTones(bar);
    return [
      [root, 0, 1.5, 110],
      [root, 1.75, 0.5, 90],
      [fifth, 2.5, 0.75, 90],
      [root, 3.25, 0.5, 80],
    ];
  },
  // Deep and syncopated, leaving the "one" to the drop, resting on beat 3.
  Reggae: (bar) => {
    const { root, third, fifth } = bassTones(bar);
    return [
      [root, 0.5, 0.9, 105],
      [root, 1.5, 0.4],
      [fifth, 2.5, 0.4],
      [third, 3, 0.4],
      [root, 3.5, 0.4],
    ];
  },
  // Walking: four quarter notes ending a half step from the next root.
  Jazz: (bar) => {
    const { root, third, fifth } = bassTones(bar);
    return [
      [root, 0, 0.9, 100],
      [third, 1, 0.9, 88],
      [fifth, 2, 0.9, 92],
      [approach(bar), 3, 0.9, 88],
    ];
  },
  // Root and fifth on 1 and 3, a walk-up into the chorus bars.
  Folk: (bar) => {
    const { root, fifth, third } = bassTones(bar);
    const walk: Hit[] =
      bar.section === 'chorus'
        ? [
            [third, 3, 0.5, 80],
            [approach(bar), 3.5, 0.5, 80],
          ]
        : [];
    return [[root, 0, 1.8], [fifth - 12, 2, bar.section === 'chorus' ? 0.9 : 1.8], ...walk];
  },
  // Driving 8th notes on the root.
  Rock: (bar) => {
    const { root } = bassTones(bar);
    return [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [root, i / 2, 0.45, i % 2 ? 90 : 105]);
  },
  // Off-beat house bass, rolling 16ths into the next bar in the chorus.
  Electronic: (bar) => {
    const { root, octave } = bassTones(bar);
    const offbeats: Hit[] = [0.5, 1.5, 2.5, 3.5].map((start) => [root, start, 0.4, 105]);
    return bar.section === 'chorus' ? [...offbeats, [octave, 3.75, 0.2, 80]] : offbeats;
  },
  // Tumbao: the fifth on 2-and, the next chord's root anticipated on 4; nothing on 1.
  Latin: (bar) => {
    const { fifth } = bassTones(bar);
    return [
      [fifth - 12, 1.5, 1.4, 100],
      [bar.nextBass, 3, 1, 105],
    ];
  },
  // Laid-back: a long root, an octave pop and a slide into the next bar.
  'R&B': (bar) => {
    const { root, octave, fifth } = bassTones(bar);
    return [
      [root, 0, 1.6, 100],
      [octave, 1.75, 0.25, 80],
      [fifth, 2.5, 0.9, 88],
      [approach(bar), 3.75, 0.25, 76],
    ];
  },
  // Oom-pah: root on 1, fifth below on 3.
  Schlager: (bar) => {
    const { root, fifth } = bassTones(bar);
    const pickup: Hit[] = bar.section === 'chorus' ? [[root, 3.5, 0.4, 80]] : [];
    return [[root, 0, 0.9, 105], [fifth - 12, 2, 0.9, 100], ...pickup];
  },
};

/** The genre's bass for one bar of a verse or chorus (the chorus a little louder). */
export function bassBar(genre: GenreName, bar: BarContext): PartNote[] {
  return notes(bassLines[genre](bar), bar.section === 'chorus' ? 8 : 0);
}
