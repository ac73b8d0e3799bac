/**
 * The language pair a learner chose ("I speak English, I learn German": the subject `DE_EN`), or
 * `none` when they skipped the question.
 */
export type LearningPair = string;

/** Subject keys are two language codes (`DE_EN`); `none` is a skipped question. */
export const learningPairPattern = '^(?:[A-Z]{2}_[A-Z]{2}|none)$';
const pairPattern = new RegExp(learningPairPattern);

/** A stored or sent pair, if it is one (storage, the cookie, the server's state block). */
export const asLearningPair = (value: unknown): LearningPair | undefined =>
  typeof value === 'string' && pairPattern.test(value) ? value : undefined;

/** `DE_ES` → its languages, lower case: `{ target: 'de', primary: 'es' }`; null for anything else. */
export function pairLanguages(subject: string): { target: string; primary: string } | null {
  const match = /^([A-Z]{2})_([A-Z]{2})$/.exec(subject);
  return match ? { target: match[1]!.toLowerCase(), primary: match[2]!.toLowerCase() } : null;
}
