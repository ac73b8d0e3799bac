import { withDb } from '../storage/reviewStore';
import { reviewStoreChanged } from '../storage/reviewStoreChanges';
import { mergedScore, validQuizScore, type QuizScore } from './quizScore';

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
export async function storeQuizScore(finished: FinishedQuiz): Promise<QuizScore | null> {
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
      const kept = known ? mergedScore(known, score) : score;
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

/**
 * Takes scores from elsewhere (the account, an imported file) into this browser: each lesson keeps
 * the better round and the later finish; anything that is not a score is skipped. Resolves to how
 * many lessons changed; never throws.
 */
export async function mergeQuizScores(scores: readonly unknown[]): Promise<number> {
  const valid = scores.map(validQuizScore).filter((score): score is QuizScore => !!score);
  if (valid.length === 0) return 0;
  try {
    const changed = await withDb(0, async (db) => {
      const tx = db.transaction('quizScores', 'readwrite');
      let count = 0;
      for (const score of valid) {
        const known = validQuizScore(await tx.store.get(score.lessonCode));
        const kept = known ? mergedScore(known, score) : score;
        if (known && JSON.stringify(kept) === JSON.stringify(known)) continue;
        await tx.store.put(kept);
        count += 1;
      }
      await tx.done;
      return count;
    });
    if (changed > 0) reviewStoreChanged();
    return changed;
  } catch (error) {
    console.error('Quiz scores could not be merged.', error);
    return 0;
  }
}
