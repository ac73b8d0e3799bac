import type { LessonCardCounts } from '@btb/shared-contract';
import type { ReviewCard } from '@btb/shared-fsrs';
import type { QuizScore } from '../quizScores/quizScore';

/** A lesson of a book, in the plan's order: its code and its songs. */
export interface PathLesson {
  code: string;
  songIds: readonly number[];
}

/** A book of the plan, in order (levels one after the other), with its lessons in order. */
export interface PathBook {
  id: string;
  lessons: readonly PathLesson[];
}

/** What this browser knows of the learner: songs heard to their end, review cards, quiz scores. */
export interface LearnerFacts {
  heard: readonly { id: number; at: string }[];
  cards: readonly Pick<ReviewCard, 'lessonCode' | 'due' | 'lastReview'>[];
  quizScores: readonly QuizScore[];
}

/**
 * The same facts with the review cards summed up per lesson (`lessonCardCounts`): what the server's
 * continue summary sends, so its answer and the browser's agree.
 */
export interface LearnerSummary {
  heard: LearnerFacts['heard'];
  lessons: readonly LessonCardCounts[];
  quizScores: readonly QuizScore[];
}

export interface LessonProgress {
  songs: number;
  /** The lesson's songs heard to their end. */
  heard: number;
  /** The best finished quiz round, or null when the quiz was never finished. */
  bestScore: { correct: number; total: number } | null;
  /** The lesson's words in the learner's reviews (answered at least once). */
  learned: number;
  /** Of those, the ones due now. */
  due: number;
  /** Its quiz was finished: the path moves on to the next lesson. */
  done: boolean;
  /** The last time anything of it was heard, answered or finished (ISO), null: never. */
  lastActivity: string | null;
}

/** Sums over lessons (a book, a level). */
export interface ProgressTotals {
  lessons: number;
  done: number;
  songs: number;
  heard: number;
  learned: number;
  due: number;
}

export interface PathProgress {
  /** By lesson code. */
  lessons: Record<string, LessonProgress>;
  /** By book id. */
  books: Record<string, ProgressTotals>;
  /** The book the learner is working in: the one last worked on, else the first. */
  currentBook: string | null;
  /** The first lesson not done in that book (or in a later one when it is all done). */
  nextLesson: string | null;
}

const emptyTotals: ProgressTotals = {
  lessons: 0,
  done: 0,
  songs: 0,
  heard: 0,
  learned: 0,
  due: 0,
};

const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/** Each lesson's cards counted: words answered, due at `now`, the last answer. */
export function lessonCardCounts(cards: LearnerFacts['cards'], now: Date): LessonCardCounts[] {
  const at = now.getTime();
  const byLesson = new Map<string, LessonCardCounts>();
  for (const card of cards) {
    const counts = byLesson.get(card.lessonCode) ?? {
      lessonCode: card.lessonCode,
      learned: 0,
      due: 0,
      lastReview: card.lastReview,
    };
    counts.learned += 1;
    if (Date.parse(card.due) <= at) counts.due += 1;
    counts.lastReview = later(counts.lastReview, card.lastReview) ?? card.lastReview;
    byLesson.set(card.lessonCode, counts);
  }
  return [...byLesson.values()];
}

function progressOf(
  lesson: PathLesson,
  facts: LearnerSummary,
  cards: ReadonlyMap<string, LessonCardCounts>,
): LessonProgress {
  let lastActivity: string | null = null;
  const songs = new Set(lesson.songIds);
  let heard = 0;
  for (const song of facts.heard) {
    if (!songs.has(song.id)) continue;
    heard += 1;
    lastActivity = later(lastActivity, song.at);
  }
  const counts = cards.get(lesson.code);
  if (counts) lastActivity = later(lastActivity, counts.lastReview);
  const score = facts.quizScores.find((item) => item.lessonCode === lesson.code);
  if (score) lastActivity = later(lastActivity, score.finishedAt);
  return {
    songs: songs.size,
    heard,
    bestScore: score ? { correct: score.correct, total: score.total } : null,
    learned: counts?.learned ?? 0,
    due: counts?.due ?? 0,
    done: score !== undefined,
    lastActivity,
  };
}

/** Totals added up: a book's lessons, a level's books. */
export function sumProgressTotals(parts: readonly ProgressTotals[]): ProgressTotals {
  return parts.reduce(
    (sum, part) => ({
      lessons: sum.lessons + part.lessons,
      done: sum.done + part.done,
      songs: sum.songs + part.songs,
      heard: sum.heard + part.heard,
      learned: sum.learned + part.learned,
      due: sum.due + part.due,
    }),
    emptyTotals,
  );
}

const totalsOfLesson = (lesson: LessonProgress): ProgressTotals => ({
  lessons: 1,
  done: lesson.done ? 1 : 0,
  songs: lesson.songs,
  heard: lesson.heard,
  learned: lesson.learned,
  due: lesson.due,
});

/**
 * Where the learner stands on a path of books (issue 34): each lesson's songs heard, best quiz
 * score, words learned and due; each book's totals; the book being worked in and its next lesson.
 * Pure: the caller reads the facts (the browser's stores, or the server's continue summary).
 */
export function lessonProgress(
  books: readonly PathBook[],
  facts: LearnerFacts,
  now: Date,
): PathProgress {
  const { heard, quizScores } = facts;
  return summaryProgress(books, { heard, quizScores, lessons: lessonCardCounts(facts.cards, now) });
}

/** `lessonProgress` from the cards already counted per lesson (the server's continue summary). */
export function summaryProgress(books: readonly PathBook[], facts: LearnerSummary): PathProgress {
  const cards = new Map(facts.lessons.map((counts) => [counts.lessonCode, counts]));
  const lessons: Record<string, LessonProgress> = {};
  const totals: Record<string, ProgressTotals> = {};
  let from = 0;
  let latest: string | null = null;
  books.forEach((book, index) => {
    const inBook = book.lessons.map((lesson) => {
      const progress = progressOf(lesson, facts, cards);
      lessons[lesson.code] = progress;
      if (progress.lastActivity && (latest === null || progress.lastActivity > latest)) {
        latest = progress.lastActivity;
        from = index;
      }
      return progress;
    });
    totals[book.id] = sumProgressTotals(inBook.map(totalsOfLesson));
  });
  const next = books
    .slice(from)
    .flatMap((book) => book.lessons)
    .find((lesson) => !lessons[lesson.code]?.done);
  return {
    lessons,
    books: totals,
    currentBook: books[from]?.id ?? null,
    nextLesson: next?.code ?? null,
  };
}
