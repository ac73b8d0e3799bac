import { fetchLessonTracks, type PlayerTrack } from '@btb/shared-player';
import { lessonsByDue, pickMixTracks, type MixCard } from './reviewMix';

/** The review cards of this browser; the review store loads only when a mix is asked for. */
async function readCards(): Promise<MixCard[]> {
  const { readReviewCards } = await import('@btb/shared-review');
  return readReviewCards();
}

/**
 * The review mix: the songs that teach the words due soonest, one per lesson, most due first. A
 * lesson whose songs cannot be fetched is left out; the mix fails only when no lesson could be.
 * The learner's chosen pair's lessons come first.
 */
export async function fetchReviewMix(
  pair: string | null = null,
  cards?: readonly MixCard[],
  fetchTracks: (code: string) => Promise<PlayerTrack[]> = (code) => fetchLessonTracks(code, code),
): Promise<PlayerTrack[]> {
  const codes = lessonsByDue(cards ?? (await readCards()), undefined, pair);
  const results = await Promise.allSettled(codes.map((code) => fetchTracks(code)));
  if (codes.length > 0 && results.every((result) => result.status === 'rejected')) {
    throw (results[0] as PromiseRejectedResult).reason;
  }
  return pickMixTracks(
    results.map((result, i) => ({
      code: codes[i] as string,
      tracks: result.status === 'fulfilled' ? result.value : [],
    })),
  );
}
