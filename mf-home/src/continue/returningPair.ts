import { browserStorageKeys, pairLanguages, type SongDetail } from '@btb/shared-contract';
import { loadListening } from '@btb/shared-player';
import { apiRoutes, apiRequest } from '@btb/shared-store';

/** Something the learner did, newest first decides: a lesson's word or quiz, or a song. */
export type Activity = { at: string } & ({ lessonCode: string } | { songId: number });

/** `DE_EN_A1_B01_L01` → `DE_EN`; null for anything that is not a lesson code of a pair. */
export function pairOfCode(code: string): string | null {
  const pair = code.slice(0, 5);
  return /^[A-Z]{2}_[A-Z]{2}_/.test(code) && pairLanguages(pair) ? pair : null;
}

/** How many of the newest songs are looked up before giving up (a song without a lesson). */
const songLookups = 3;

/**
 * The pair of the lesson last worked on: the newest answered word or finished quiz gives it from
 * its code, the newest songs from their lesson (`/api/song/{id}`'s code). Null when nothing tells.
 */
export async function pairOfActivities(
  activities: readonly Activity[],
  signal?: AbortSignal,
): Promise<string | null> {
  const newest = [...activities].sort((a, b) => b.at.localeCompare(a.at));
  let looked = 0;
  for (const activity of newest) {
    if ('lessonCode' in activity) {
      const pair = pairOfCode(activity.lessonCode);
      if (pair) return pair;
      continue;
    }
    if (looked++ >= songLookups) continue;
    const song = await apiRequest<SongDetail>(apiRoutes.song(activity.songId), { signal }).catch(
      () => null,
    );
    const pair = song ? pairOfCode(song.strCode) : null;
    if (pair) return pair;
  }
  return null;
}

/**
 * Whether this browser holds any learning at all, asked without loading the review store's code or
 * creating its database: the player's listening facts in storage, the reviews' database listed.
 */
export async function holdsLearning(): Promise<boolean> {
  try {
    const listening = localStorage.getItem(browserStorageKeys.listening);
    if (listening) {
      const facts = JSON.parse(listening) as { heard?: unknown[]; recent?: unknown[] };
      if (facts.heard?.length || facts.recent?.length) return true;
    }
  } catch {
    // Unreadable storage holds nothing to continue from.
  }
  return reviewsKeptHere();
}

/** Whether the reviews' database is there; where the browser cannot list them, yes (as the shell). */
async function reviewsKeptHere(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => null);
  return databases ? databases.some((db) => db.name === browserStorageKeys.reviews) : true;
}

/** The activities the browser's stores hold: answered words, finished quizzes, songs heard or played. */
export async function readActivities(): Promise<Activity[]> {
  const review = await import('@btb/shared-review');
  const [cards, quizScores, listening] = await Promise.all([
    review.readReviewCards(),
    review.readQuizScores(),
    loadListening(),
  ]);
  const { heard, recent } = listening.readListeningFacts();
  return [
    ...cards.map((card) => ({ at: card.lastReview, lessonCode: card.lessonCode })),
    ...quizScores.map((score) => ({ at: score.finishedAt, lessonCode: score.lessonCode })),
    ...[...heard, ...recent].map((song) => ({ at: song.at, songId: song.id })),
  ];
}
