import type { SongDetail } from '@btb/shared-contract';

/** SPEC section 5: a genre or grade badge is shown only when its value is not empty and not "0". */
export function badgeValue(value: string | number | null | undefined): string | undefined {
  const text = value == null ? '' : String(value).trim();
  return text === '' || text === '0' ? undefined : text;
}

export interface SongBadges {
  /** Upper-case language code, e.g. `DE`. */
  language?: string;
  genre?: string;
  grade?: string;
  code?: string;
}

export function songBadges(song: SongDetail): SongBadges {
  const language = song.language?.trim().toUpperCase();
  const code = song.strCode?.trim();
  return {
    language: language || undefined,
    genre: badgeValue(song.genre),
    grade: badgeValue(song.grade),
    code: code || undefined,
  };
}
