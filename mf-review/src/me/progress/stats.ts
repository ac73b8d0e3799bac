import { lessonCardCounts, type LearnerFacts } from '@btb/shared-review';

/** The local calendar day of an instant, `YYYY-MM-DD` (as the player keeps its listening days). */
export function dayKey(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The day before `day` (local calendar days, so a daylight-saving change is no gap). */
function dayBefore(day: Date): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - 1, 12);
}

/**
 * Days in a row with something learned (a review, a song heard), counted back from today. A streak
 * that reached yesterday still stands today until the day is over.
 */
export function dayStreak(activeDays: ReadonlySet<string>, today: Date): number {
  let day = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 12);
  if (!activeDays.has(dayKey(day))) day = dayBefore(day);
  let streak = 0;
  while (activeDays.has(dayKey(day))) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}

/** The local days (`YYYY-MM-DD`) of these instants. */
export function daysOf(instants: readonly string[]): Set<string> {
  return new Set(instants.map((at) => dayKey(new Date(at))));
}

/** Whole minutes listened this week: Monday (the learner's local day) through today. */
export function minutesThisWeek(
  secondsByDay: Readonly<Record<string, number>>,
  today: Date,
): number {
  const sinceMonday = (today.getDay() + 6) % 7;
  let seconds = 0;
  for (let back = 0; back <= sinceMonday; back++) {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back, 12);
    seconds += secondsByDay[dayKey(day)] ?? 0;
  }
  return Math.floor(seconds / 60);
}

export interface StartedLesson {
  code: string;
  /** The lesson's words in the learner's reviews (answered at least once): "words learned". */
  learned: number;
  /** Of those, the ones due now. */
  due: number;
  /** When a word of it was last reviewed: the most recent lesson comes first. */
  lastReview: string;
}

/**
 * The lessons with a reviewed word, most recently reviewed first, counted as the learning plan
 * counts them (`lessonCardCounts`: words learned and due), so both pages say one number for one
 * thing (issue 67 point 12).
 */
export function startedLessons(cards: LearnerFacts['cards'], now: Date): StartedLesson[] {
  return lessonCardCounts(cards, now)
    .map(({ lessonCode, learned, due, lastReview }) => ({
      code: lessonCode,
      learned,
      due,
      lastReview,
    }))
    .sort((a, b) => b.lastReview.localeCompare(a.lastReview) || a.code.localeCompare(b.code));
}
