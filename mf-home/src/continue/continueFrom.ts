import type { BookOverview } from '@btb/shared-contract';
import type { LearnerFacts, PathProgress } from '@btb/shared-review';

/** What "Continue" offers a returning learner (issue 34 point 2), each one tap away. */
export interface ContinueOffer {
  /** The lesson last worked on, and its first song not heard yet (null: all heard). */
  last: { code: string; name: string; songId: number | null } | null;
  /** Reviews due now. */
  due: number;
  /**
   * The next lesson of the book the learner works in (null: the plan is done), and its first song
   * (null: it has none), where a learner who has not started begins.
   */
  next: { code: string; name: string; songId: number | null } | null;
}

/**
 * The offer from the learner's progress on their plan (`lessonProgress`'s answer), the songs they
 * heard and the number of reviews due now (`dueReviewCards`).
 */
export function continueFrom(
  overview: BookOverview,
  progress: PathProgress,
  heard: LearnerFacts['heard'],
  due: number,
): ContinueOffer {
  const lessons = overview.levels.flatMap((level) => level.books.flatMap((book) => book.sequences));
  const lastCode = Object.entries(progress.lessons)
    .filter(([, lesson]) => lesson.lastActivity !== null)
    .sort(([, a], [, b]) => (b.lastActivity ?? '').localeCompare(a.lastActivity ?? ''))[0]?.[0];
  const last = lessons.find((lesson) => lesson.strCode === lastCode);
  const heardIds = new Set(heard.map((song) => song.id));
  const next = lessons.find((lesson) => lesson.strCode === progress.nextLesson);
  return {
    last: last
      ? {
          code: last.strCode,
          name: last.sequenceName,
          songId: (last.songIds ?? []).find((id) => !heardIds.has(id)) ?? null,
        }
      : null,
    due,
    next: next
      ? { code: next.strCode, name: next.sequenceName, songId: next.songIds?.[0] ?? null }
      : null,
  };
}
