import type { PlayerTrack } from '@btb/shared-player';

/** What the mix needs of a review card (`@btb/shared-review`'s `ReviewCard` has it). */
export interface MixCard {
  lessonCode: string;
  /** ISO instant the card is due. */
  due: string;
}

/** A mix is one song per lesson, of at most this many lessons. */
export const reviewMixSize = 12;

/**
 * The lessons whose cards are due soonest, most due first (each lesson ranked by its most due
 * card), at most `limit`; with a chosen language pair (`DE_EN`), its lessons before the others.
 */
export function lessonsByDue(
  cards: readonly MixCard[],
  limit = reviewMixSize,
  pair: string | null = null,
): string[] {
  const otherPair = (code: string) => (pair && !code.startsWith(`${pair}_`) ? 1 : 0);
  const soonest = new Map<string, string>();
  for (const card of cards) {
    const known = soonest.get(card.lessonCode);
    if (known === undefined || card.due < known) soonest.set(card.lessonCode, card.due);
  }
  return [...soonest.entries()]
    .sort(
      ([codeA, dueA], [codeB, dueB]) =>
        otherPair(codeA) - otherPair(codeB) ||
        dueA.localeCompare(dueB) ||
        codeA.localeCompare(codeB),
    )
    .slice(0, limit)
    .map(([code]) => code);
}

/**
 * One song per lesson, in the lessons' order: each lesson's first song not already in the mix (two
 * lessons may share a song); a lesson without a song of its own is left out.
 */
export function pickMixTracks(
  lessons: readonly { code: string; tracks: readonly PlayerTrack[] }[],
): PlayerTrack[] {
  const picked: PlayerTrack[] = [];
  const ids = new Set<number>();
  for (const { tracks } of lessons) {
    const track = tracks.find((candidate) => !ids.has(candidate.id));
    if (!track) continue;
    ids.add(track.id);
    picked.push(track);
  }
  return picked;
}
