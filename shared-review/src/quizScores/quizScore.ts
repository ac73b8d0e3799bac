/** A lesson's best finished quiz: the most of its cards known in one full round. */
export interface QuizScore {
  lessonCode: string;
  correct: number;
  total: number;
  /** When the lesson's quiz was last finished (best or not), an ISO instant. */
  finishedAt: string;
}

const lessonCodePattern = /^[A-Za-z0-9_-]{1,64}$/;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000;

/** A stored score read back, or undefined when it is not one (it is then left out). */
export function validQuizScore(value: unknown): QuizScore | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { lessonCode, correct, total, finishedAt } = value as Record<string, unknown>;
  if (typeof lessonCode !== 'string' || !lessonCodePattern.test(lessonCode)) return undefined;
  if (!isCount(correct) || !isCount(total) || total === 0 || correct > total) return undefined;
  if (typeof finishedAt !== 'string' || Number.isNaN(Date.parse(finishedAt))) return undefined;
  return { lessonCode, correct, total, finishedAt };
}

/** The better of two rounds: the higher share known, then the larger round. */
export function betterScore(a: QuizScore, b: QuizScore): QuizScore {
  const byShare = a.correct * b.total - b.correct * a.total;
  if (byShare !== 0) return byShare > 0 ? a : b;
  return a.total >= b.total ? a : b;
}
