import type { BookOverview } from '@btb/shared-contract';
import type { PathProgress } from '@btb/shared-review';

/** A lesson the code entry offers: where the learner is, where they were, or where to begin. */
export interface SuggestedLesson {
  code: string;
  name: string;
  kind: 'current' | 'recent' | 'first';
}

/** How many lessons worked on lately are offered besides the current one. */
export const recentLessonCount = 3;

/** A newcomer's pair: English for a German page, German for an English or a Spanish one. */
const newcomerPairs: Readonly<Record<string, string>> = { de: 'EN_DE', es: 'DE_ES' };
export const defaultPairFor = (language: string) => newcomerPairs[language] ?? 'DE_EN';

/** A real code of the pair, its first lesson, as the code field's example (issue 67 point 13). */
export const exampleCodeOf = (pair: string) => `${pair}_A1_B01_L01`;

/** `DE_EN_A1_B01_L01` → `DE_EN`; null for anything that is not a lesson code. */
export function pairOfCode(code: string): string | null {
  return /^[A-Z]{2}_[A-Z]{2}_/.test(code) ? code.slice(0, 5) : null;
}

/**
 * The lessons to offer from the learner's progress on the pair's plan (`lessonProgress`): the
 * current one (the next of the book they work in), then those worked on lately, newest first. A
 * learner who has done nothing yet is offered the plan's first lesson.
 */
export function lessonSuggestions(
  overview: BookOverview,
  progress: PathProgress,
): SuggestedLesson[] {
  const lessons = overview.levels.flatMap((level) => level.books.flatMap((book) => book.sequences));
  const nameOf = (code: string) => lessons.find((lesson) => lesson.strCode === code)?.sequenceName;
  const recent = Object.entries(progress.lessons)
    .filter(([, lesson]) => lesson.lastActivity !== null)
    .sort(([, a], [, b]) => (b.lastActivity ?? '').localeCompare(a.lastActivity ?? ''))
    .map(([code]) => code);
  const current = progress.nextLesson;
  const offered: SuggestedLesson[] = [];
  if (current) {
    const name = nameOf(current);
    if (name) offered.push({ code: current, name, kind: recent.length ? 'current' : 'first' });
  }
  for (const code of recent.filter((code) => code !== current).slice(0, recentLessonCount)) {
    const name = nameOf(code);
    if (name) offered.push({ code, name, kind: 'recent' });
  }
  return offered;
}
