import type { BookOverview, LearningPair } from '@btb/shared-contract';
import {
  lessonProgress,
  pathBooks,
  type LearnerFacts,
  type ProgressTotals,
} from '@btb/shared-review';

/** Where the learner stands in their plan: what "My learning" shows as their path (issue 34). */
export interface LearnerPath {
  book: { name: string; totals: ProgressTotals };
  /** The first lesson not done, or null when the plan is done. */
  next: { code: string; name: string } | null;
}

const subjectPattern = /^[A-Z]{2}_[A-Z]{2}/;

/**
 * The plan the path is in: the learner's chosen pair, else the pair of the lesson they answered
 * last; null when there is neither (nothing to show a path in).
 */
export function pathSubject(
  pair: LearningPair | null,
  cards: LearnerFacts['cards'],
): string | null {
  if (pair && subjectPattern.test(pair)) return pair;
  const last = [...cards]
    .filter((card) => card.lastReview)
    .sort((a, b) => (b.lastReview ?? '').localeCompare(a.lastReview ?? ''))[0];
  return last ? (subjectPattern.exec(last.lessonCode)?.[0] ?? null) : null;
}

/** The learner's path in a plan: the book they work in, its totals, and the next lesson. */
export function learnerPath(
  overview: BookOverview,
  facts: LearnerFacts,
  now: Date,
): LearnerPath | null {
  const progress = lessonProgress(pathBooks(overview), facts, now);
  const books = overview.levels.flatMap((level) => level.books);
  const book = books.find((candidate) => String(candidate.id) === progress.currentBook);
  const totals = book && progress.books[String(book.id)];
  if (!book || !totals) return null;
  const lessons = books.flatMap((candidate) => candidate.sequences);
  const next = lessons.find((lesson) => lesson.strCode === progress.nextLesson);
  return {
    book: { name: book.bookName, totals },
    next: next ? { code: next.strCode, name: next.sequenceName } : null,
  };
}
