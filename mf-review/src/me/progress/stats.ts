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

export interface CardCounts {
  /** Words of the lesson not reviewed yet (null while the lesson's size is unknown). */
  new: number | null;
  learning: number;
  known: number;
}

export interface StartedLesson {
  code: string;
  counts: CardCounts;
  /** When a word of it was last reviewed: the most recent lesson comes first. */
  lastReview: string;
}

/** What a lesson's cards need of `@btb/shared-review`'s `ReviewCard`. */
export interface CountedCard {
  lessonCode: string;
  state: 'new' | 'learning' | 'review' | 'relearning';
  lastReview: string;
}

/**
 * The lessons with a reviewed word, most recently reviewed first, each with its words learning
 * (learning, relearning) and known (in review); new are the lesson's words (`sizes`) not reviewed yet.
 */
export function startedLessons(
  cards: readonly CountedCard[],
  sizes: Readonly<Record<string, number>> = {},
): StartedLesson[] {
  const lessons = new Map<string, StartedLesson & { reviewed: number }>();
  for (const card of cards) {
    const lesson = lessons.get(card.lessonCode) ?? {
      code: card.lessonCode,
      counts: { new: 0, learning: 0, known: 0 },
      lastReview: card.lastReview,
      reviewed: 0,
    };
    if (card.state === 'review') lesson.counts.known += 1;
    else if (card.state === 'new') lesson.counts.new = (lesson.counts.new ?? 0) + 1;
    else lesson.counts.learning += 1;
    lesson.reviewed += 1;
    if (card.lastReview > lesson.lastReview) lesson.lastReview = card.lastReview;
    lessons.set(card.lessonCode, lesson);
  }
  return [...lessons.values()]
    .sort((a, b) => b.lastReview.localeCompare(a.lastReview) || a.code.localeCompare(b.code))
    .map(({ reviewed, ...lesson }) => {
      const size = sizes[lesson.code];
      const unseen = size === undefined ? null : Math.max(0, size - reviewed);
      const newCards = lesson.counts.new ?? 0;
      return {
        ...lesson,
        counts: { ...lesson.counts, new: unseen === null ? null : unseen + newCards },
      };
    });
}
