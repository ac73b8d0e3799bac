import type { LearnerProgress, LearnerProgressPush, QuizScore } from '@btb/shared-contract';
import type { Db, Queryable } from '../db/Db';
import { isoTimestamp } from '../db/isoTimestamp';
import { readHeardSongs, storeHeardSongs } from './heardSongStore';

/**
 * What the account holds: its pair (null when none was sent), every lesson's best score and the
 * newest songs heard.
 */
export async function readLearnerProgress(db: Queryable, userId: number): Promise<LearnerProgress> {
  const [settings, quizScores, heardSongs] = await Promise.all([
    db.query<{ learningPair: string | null }>(
      'SELECT learning_pair AS "learningPair" FROM learner_settings WHERE user_id = $1',
      [userId],
    ),
    db.query<QuizScore>(
      `SELECT lesson_code AS "lessonCode", correct, total,
         ${isoTimestamp('finished_at')} AS "finishedAt"
       FROM quiz_scores WHERE user_id = $1 ORDER BY lesson_code`,
      [userId],
    ),
    readHeardSongs(db, userId),
  ]);
  return { learningPair: settings[0]?.learningPair ?? null, quizScores, heardSongs };
}

/**
 * Takes a device's push: its pair replaces the account's; each score is kept where it is better
 * than the stored one (a higher share known, then a larger round, as the browser decides), and the
 * later finish moves on either way. A score that cannot be one (more known than asked) is skipped.
 * Heard songs keep their latest time (`storeHeardSongs`).
 */
export async function storeLearnerProgress(
  db: Db,
  userId: number,
  push: LearnerProgressPush,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (push.learningPair !== undefined) {
      await tx.query(
        `INSERT INTO learner_settings (user_id, learning_pair) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET learning_pair = EXCLUDED.learning_pair,
           updated_at = now()`,
        [userId, push.learningPair],
      );
    }
    await storeHeardSongs(tx, userId, push.heardSongs ?? []);
    for (const score of push.quizScores ?? []) {
      if (score.correct > score.total) continue;
      await tx.query(
        `INSERT INTO quiz_scores AS kept (user_id, lesson_code, correct, total, finished_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, lesson_code) DO UPDATE SET
           correct = CASE WHEN ${better} THEN EXCLUDED.correct ELSE kept.correct END,
           total = CASE WHEN ${better} THEN EXCLUDED.total ELSE kept.total END,
           finished_at = GREATEST(kept.finished_at, EXCLUDED.finished_at)`,
        [userId, score.lessonCode, score.correct, score.total, score.finishedAt],
      );
    }
  });
}

/** The sent score beats the kept one: a higher share, or the same share of a larger round. */
const better = `(EXCLUDED.correct * kept.total > kept.correct * EXCLUDED.total
  OR (EXCLUDED.correct * kept.total = kept.correct * EXCLUDED.total AND EXCLUDED.total > kept.total))`;
