import { genres } from '../seed/genres';

/** The catalogue's genres (api/src/seed/genres.ts), as a type the arranger can switch on. */
export const genreNames = [
  'Pop',
  'Hip-Hop',
  'Reggae',
  'Jazz',
  'Folk',
  'Rock',
  'Electronic',
  'Latin',
  'R&B',
  'Schlager',
] as const;

export type GenreName = (typeof genreNames)[number];

/** The genre a style falls back to when it names none the arranger knows. */
export const defaultGenre: GenreName = 'Pop';

/** The middle of the genre's tempo range in the catalogue, for a style that names no BPM. */
export function defaultBpmOf(genre: GenreName): number {
  const range = genres.find((g) => g.name === genre)?.bpm ?? [100, 124];
  return Math.round((range[0] + range[1]) / 2);
}
