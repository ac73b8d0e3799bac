import type { LearnerProgress, LearnerProgressPush, QuizScore } from '@btb/shared-contract';
import { type Db, type Queryable, isoTimestamp } from '@btb/database';
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
    await storeQuizScores(tx, userId, push.quizScores ?? []);
  });
}

/**
 * A device's scores merged in, in one statement, as one score after another would be: per lesson
 * the best of the push (no other one of the lesson beats it) against the kept one, and the latest
 * finish of the push. A score that cannot be one (more known than asked) is skipped.
 */
async function storeQuizScores(
  tx: Queryable,
  userId: number,
  scores: readonly QuizScore[],
): Promise<void> {
  const valid = scores.filter((score) => score.correct <= score.total);
  if (valid.length === 0) return;
  await tx.query(
    `WITH sent AS (
       SELECT r."lessonCode", r.correct, r.total,
         max(r."finishedAt") OVER (PARTITION BY r."lessonCode") AS latest
       FROM json_to_recordset($2::json)
         AS r("lessonCode" text, correct int, total int, "finishedAt" timestamptz))
     INSERT INTO quiz_scores AS kept (user_id, lesson_code, correct, total, finished_at)
     SELECT DISTINCT ON (held."lessonCode") $1, held."lessonCode", held.correct, held.total,
       held.latest
     FROM sent AS held
     WHERE NOT EXISTS (SELECT 1 FROM sent AS other
       WHERE other."lessonCode" = held."lessonCode" AND ${beats('other', 'held')})
     ORDER BY held."lessonCode"
     ON CONFLICT (user_id, lesson_code) DO UPDATE SET
       correct = CASE WHEN ${beats('EXCLUDED', 'kept')} THEN EXCLUDED.correct ELSE kept.correct END,
       total = CASE WHEN ${beats('EXCLUDED', 'kept')} THEN EXCLUDED.total ELSE kept.total END,
       finished_at = GREATEST(kept.finished_at, EXCLUDED.finished_at)`,
    [
      userId,
      JSON.stringify(
        valid.map(({ lessonCode, correct, total, finishedAt }) => ({
          lessonCode,
          correct,
          total,
          finishedAt,
        })),
      ),
    ],
  );
}

/**
 * SQL: score `a` beats score `b`, as the browser decides: a higher share known, or the same share
 * of a larger round (ties of both are the same score).
 */
function beats(a: string, b: string): string {
  return `(${a}.correct * ${b}.total > ${b}.correct * ${a}.total
    OR (${a}.correct * ${b}.total = ${b}.correct * ${a}.total AND ${a}.total > ${b}.total))`;
}
