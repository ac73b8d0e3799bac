import { buildCatalogue } from './buildCatalogue';
import type { SungLine } from './lyricLines';

let bySlug: Map<string, SungLine[]> | null = null;

/**
 * The sung lines of every seeded song with their translations, by song slug. The catalogue is
 * deterministic, so the lines are exactly those the seed wrote the lyrics from; built once.
 */
export function sungLinesOf(slug: string): SungLine[] {
  bySlug ??= new Map(buildCatalogue(0).songs.map((song) => [song.slug, song.sung_lines]));
  return bySlug.get(slug) ?? [];
}
