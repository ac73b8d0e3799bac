import type { SubjectOption } from '@btb/shared-contract';

/** The languages one can say "I speak" of: each pair's own language, once, in the pairs' order. */
export const spokenLanguages = (subjects: SubjectOption[]) => [
  ...new Set(subjects.map((subject) => subject.primary)),
];

/** The pairs a speaker of `primary` can learn with. */
export const pairsFor = (subjects: SubjectOption[], primary: string) =>
  subjects.filter((subject) => subject.primary === primary);

/**
 * What the chooser starts with: the chosen pair, else the pair for a speaker of the page's
 * language, else the first pair.
 */
export function initialChoice(
  subjects: SubjectOption[],
  chosen: string | null,
  pageLanguage: string,
): { primary: string; subject: string } | null {
  const start =
    subjects.find((subject) => subject.key === chosen) ??
    subjects.find((subject) => subject.primary === pageLanguage) ??
    subjects[0];
  return start ? { primary: start.primary, subject: start.key } : null;
}
