import type { BookOverview } from '@btb/shared-contract';
import type { ExpansionState } from './expansion/expansionState';

/** What `/book-overview/{code}` shows: the plan to load, and the lesson a lesson's code opens. */
export interface OverviewTarget {
  plan: string;
  lesson?: string;
}

/** A lesson's code, as the song page shows it: `DE_ES_A2_B03_L03` (pair, level, book, lesson). */
const lessonCode = /^([A-Z]{2}_[A-Z]{2})_[A-Z]\d_B\d+_L\d+$/;

/** A lesson's code opens its language pair's plan at that lesson; any other code is the plan. */
export function overviewTarget(code: string): OverviewTarget {
  const upper = code.toUpperCase();
  const pair = lessonCode.exec(upper)?.[1];
  return pair ? { plan: pair, lesson: upper } : { plan: code };
}

/** The level, book and lesson to open for a lesson, or undefined when the plan has none. */
export function lessonExpansion(
  overview: BookOverview,
  lesson: string,
): Partial<ExpansionState> | undefined {
  for (const level of overview.levels) {
    for (const book of level.books) {
      const found = book.sequences.find((sequence) => sequence.strCode.toUpperCase() === lesson);
      if (found) {
        return { levels: [level.level], books: [String(book.id)], lessons: [String(found.llcSID)] };
      }
    }
  }
  return undefined;
}

/** Whether the plan has what the URL asks for: any level, and the lesson when one is named. */
export function overviewFound(overview: BookOverview, target: OverviewTarget): boolean {
  if (overview.levels.length === 0) return false;
  return !target.lesson || lessonExpansion(overview, target.lesson) !== undefined;
}
