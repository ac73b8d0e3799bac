import type { QuizQuestion } from '@btb/shared-contract';
import { cardId, dueReviewCards, nextReviewDue, type ReviewCard } from '@btb/shared-review';

/** A card of the review session: its lesson and word, the answer on its back, new or due. */
export interface SessionCard {
  lessonCode: string;
  word: string;
  answer: string;
  isNew: boolean;
}

export interface ReviewPlanInput {
  cards: readonly ReviewCard[];
  /** When each card (by `cardId`) was first answered: its first log. */
  firstReviews: ReadonlyMap<string, string>;
  /** The words of each lesson the learner has met, with their answers. */
  lessons: Readonly<Record<string, readonly QuizQuestion[]>>;
  now: Date;
  /** The setting: how many words never answered may join a day's reviews. */
  newPerDay: number;
}

export interface ReviewPlan {
  /** Cards due now, the longest overdue first (those whose lesson still has the word). */
  due: SessionCard[];
  /** Words of the learner's lessons never answered yet, as many as today still allows. */
  fresh: SessionCard[];
  /** How many new words today still allows (the setting less the words first met today). */
  newLeftToday: number;
  /** When the next card falls due, when nothing is due now (null: none). */
  nextDue: Date | null;
}

const sameLocalDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** Lessons the learner worked on most recently first. */
function lessonsByRecency(cards: readonly ReviewCard[]): string[] {
  const latest = new Map<string, string>();
  for (const card of cards) {
    const known = latest.get(card.lessonCode);
    if (!known || card.lastReview > known) latest.set(card.lessonCode, card.lastReview);
  }
  return [...latest.entries()]
    .sort((a, b) => b[1].localeCompare(a[1]) || a[0].localeCompare(b[0]))
    .map(([code]) => code);
}

/**
 * What `/review` offers now: the due cards, then new words of the learner's lessons up to the
 * day's allowance (a word first answered today, in a quiz or here, counts against it).
 */
export function planReview({
  cards,
  firstReviews,
  lessons,
  now,
  newPerDay,
}: ReviewPlanInput): ReviewPlan {
  const answerOf = (lessonCode: string, word: string) =>
    lessons[lessonCode]?.find((question) => question.question === word)?.answer;

  const due: SessionCard[] = [];
  for (const card of dueReviewCards(cards, now)) {
    // A word outside the lesson's quiz words (added from a lyric line, issue 67) has no answer of
    // its own: its line and the line's translation give the meaning. One whose lesson is not
    // loaded waits.
    if (!lessons[card.lessonCode]) continue;
    const answer = answerOf(card.lessonCode, card.word) ?? '';
    due.push({ lessonCode: card.lessonCode, word: card.word, answer, isNew: false });
  }

  let metToday = 0;
  for (const first of firstReviews.values()) if (sameLocalDay(new Date(first), now)) metToday += 1;
  const newLeftToday = Math.max(0, Math.floor(newPerDay) - metToday);

  const known = new Set(cards.map(cardId));
  const fresh: SessionCard[] = [];
  for (const lessonCode of lessonsByRecency(cards)) {
    for (const { question, answer } of lessons[lessonCode] ?? []) {
      if (fresh.length >= newLeftToday) break;
      const word = question.trim();
      if (word === '' || known.has(cardId({ lessonCode, word }))) continue;
      if (fresh.some((card) => card.lessonCode === lessonCode && card.word === word)) continue;
      fresh.push({ lessonCode, word, answer, isNew: true });
    }
  }

  return { due, fresh, newLeftToday, nextDue: nextReviewDue(cards, now) };
}

/** The first log of each card, by `cardId`. */
export function firstReviewsOf(
  logs: readonly { lessonCode: string; word: string; reviewedAt: string }[],
): Map<string, string> {
  const first = new Map<string, string>();
  for (const log of logs) {
    const id = cardId(log);
    const known = first.get(id);
    if (!known || log.reviewedAt < known) first.set(id, log.reviewedAt);
  }
  return first;
}
