import { withDb } from '../storage/reviewStore';
import { reviewStoreChanged } from '../storage/reviewStoreChanges';
import { betterScore, validQuizScore, type QuizScore } from './quizScore';

export interface FinishedQuiz {
  lessonCode: string;
  correct: number;
  total: number;
  /** When it was finished; now by default. */
  at?: Date;
}

/**
 * Keeps a finished quiz round of a lesson in this browser's review store: the best score stays,
 * the time of the last finish moves on. Resolves to the lesson's score (null where nothing is
 * kept); never throws, so finishing a quiz never fails because of it.
 */
export async function recordQuizScore(finished: FinishedQuiz): Promise<QuizScore | null> {
  const score = validQuizScore({
    lessonCode: finished.lessonCode.trim(),
    correct: finished.correct,
    total: finished.total,
    finishedAt: (finished.at ?? new Date()).toISOString(),
  });
  if (!score) return null;
  try {
    return await withDb(null, async (db) => {
      const tx = db.transaction('quizScores', 'readwrite');
      const known = validQuizScore(await tx.store.get(score.lessonCode));
      const kept = known ? { ...betterScore(known, score), finishedAt: score.finishedAt } : score;
      await tx.store.put(kept);
      await tx.done;
      reviewStoreChanged();
      return kept;
    });
  } catch (error) {
    console.error('The quiz score could not be kept.', error);
    return null;
  }
}

/** Every lesson's best quiz score kept in this browser (an unreadable one is left out). */
export async function readQuizScores(): Promise<QuizScore[]> {
  return withDb([], async (db) => {
    const records: unknown[] = await db.getAll('quizScores');
    return records.map(validQuizScore).filter((score): score is QuizScore => !!score);
  });
}
