import type { GenreName } from '../../music/musicGenres';
import { seededRandom } from '../../seed/seededRandom';

/** The major scale in semitones above the tonic. */
export const majorScale = [0, 2, 4, 5, 7, 9, 11] as const;

/** Chord roots as scale degrees (0 = I … 5 = vi), one per bar, for verses and choruses. */
interface Progressions {
  verse: readonly number[];
  chorus: readonly number[];
  /** Whether the chords carry their seventh (jazz, soul). */
  sevenths: boolean;
}

const byGenre: Record<GenreName, Progressions> = {
  Pop: { verse: [5, 3, 0, 4], chorus: [0, 4, 5, 3], sevenths: false },
  'Hip-Hop': { verse: [5, 5, 3, 4], chorus: [5, 3, 4, 4], sevenths: false },
  Reggae: { verse: [0, 3, 0, 4], chorus: [0, 3, 4, 3], sevenths: false },
  Jazz: { verse: [1, 4, 0, 5], chorus: [0, 5, 1, 4], sevenths: true },
  Folk: { verse: [0, 3, 0, 4], chorus: [3, 0, 4, 0], sevenths: false },
  Rock: { verse: [0, 3, 4, 3], chorus: [0, 4, 5, 3], sevenths: false },
  Electronic: { verse: [5, 3, 0, 4], chorus: [5, 3, 0, 4], sevenths: false },
  Latin: { verse: [0, 3, 4, 3], chorus: [1, 4, 0, 0], sevenths: false },
  'R&B': { verse: [0, 5, 1, 4], chorus: [3, 2, 1, 4], sevenths: true },
  Schlager: { verse: [0, 0, 4, 4], chorus: [3, 0, 4, 0], sevenths: false },
};

/** A degree of the key's major scale as semitones above the tonic (any octave). */
export function scaleStep(degree: number): number {
  const octave = Math.floor(degree / 7);
  return (majorScale[((degree % 7) + 7) % 7] as number) + 12 * octave;
}

/** The chord on `degree`: its tones as pitch classes above the tonic (a triad or a seventh chord). */
export function chordTones(degree: number, sevenths: boolean): number[] {
  const steps = sevenths ? [0, 2, 4, 6] : [0, 2, 4];
  return steps.map((step) => scaleStep(degree + step) % 12);
}

export interface Harmony {
  /** The tonic's pitch class (0 = C). */
  tonic: number;
  sevenths: boolean;
  /** The chord's degree for a bar of a section, counted from the section's first bar. */
  degreeAt(kind: 'verse' | 'chorus', barInSection: number): number;
}

/** Keys whose scale sits well in the voices' ranges. */
const tonics = [0, 2, 5, 7, 9];

/** The song's key and chords: its genre's progressions, in a key drawn from the song's seed. */
export function harmonyOf(seed: string, genre: GenreName): Harmony {
  const progressions = byGenre[genre];
  const random = seededRandom(`key:${seed}`);
  return {
    tonic: tonics[Math.floor(random() * tonics.length)] as number,
    sevenths: progressions.sevenths,
    degreeAt: (kind, bar) => {
      const chords = progressions[kind];
      return chords[bar % chords.length] as number;
    },
  };
}
