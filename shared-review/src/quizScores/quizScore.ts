import { quizScoreLimits, type QuizScore } from '@btb/shared-contract';

/** A lesson's best finished quiz: the most of its cards known in one full round. */
export type { QuizScore };

const lessonCodePattern = /^[A-Za-z0-9_-]{1,64}$/;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= quizScoreLimits.count;

/**
 * A stored, imported or synced score read back, or undefined when it is not one (it is then left
 * out). Its time is written as the browser writes instants, the form the API takes.
 */
export function validQuizScore(value: unknown): QuizScore | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { lessonCode, correct, total, finishedAt } = value as Record<string, unknown>;
  if (typeof lessonCode !== 'string' || !lessonCodePattern.test(lessonCode)) return undefined;
  if (!isCount(correct) || !isCount(total) || total === 0 || correct > total) return undefined;
  const at = typeof finishedAt === 'string' ? new Date(finishedAt) : undefined;
  if (!at || Number.isNaN(at.getTime())) return undefined;
  return { lessonCode, correct, total, finishedAt: at.toISOString() };
}

/** The better of two rounds: the higher share known, then the larger round. */
export function betterScore(a: QuizScore, b: QuizScore): QuizScore {
  const byShare = a.correct * b.total - b.correct * a.total;
  if (byShare !== 0) return byShare > 0 ? a : b;
  return a.total >= b.total ? a : b;
}

/** Two records of one lesson as one: the better round, and the later finish. */
export function mergedScore(a: QuizScore, b: QuizScore): QuizScore {
  const finishedAt = a.finishedAt > b.finishedAt ? a.finishedAt : b.finishedAt;
  return { ...betterScore(a, b), finishedAt };
}
