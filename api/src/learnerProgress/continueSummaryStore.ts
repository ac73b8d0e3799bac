import type { ContinueSummary, LessonCardCounts, QuizScore } from '@btb/shared-contract';
import { type Db, isoTimestamp } from '@btb/database';
import { readyReviewCards } from '../reviews/reviewCardStore';
import { readHeardSongTimes } from './heardSongStore';

/** The lessons of a subject's books (the book overview's). */
const subjectLessons = `SELECT q.str_code FROM sequences q JOIN books b ON b.id = q.book_id
  WHERE b.subject_key = $2`;

/**
 * What "Continue" needs for one subject, from the account's card states (`review_cards`), quiz
 * scores and heard songs: one indexed query each, however long the learner's history.
 */
export async function readContinueSummary(
  db: Db,
  userId: number,
  subject: string,
  now: Date = new Date(),
): Promise<ContinueSummary> {
  await readyReviewCards(db, userId);
  const at = now.toISOString();
  const [lessons, quizScores, heardSongs, due] = await Promise.all([
    db.query<LessonCardCounts>(
      `SELECT lesson_code AS "lessonCode", count(*)::int AS learned,
         count(*) FILTER (WHERE due <= $3)::int AS due,
         ${isoTimestamp('max(last_review)')} AS "lastReview"
       FROM review_cards WHERE user_id = $1 AND lesson_code IN (${subjectLessons})
       GROUP BY lesson_code ORDER BY lesson_code`,
      [userId, subject, at],
    ),
    db.query<QuizScore>(
      `SELECT lesson_code AS "lessonCode", correct, total,
         ${isoTimestamp('finished_at')} AS "finishedAt"
       FROM quiz_scores WHERE user_id = $1 AND lesson_code IN (${subjectLessons})
       ORDER BY lesson_code`,
      [userId, subject],
    ),
    readHeardSongTimes(db, userId),
    db.query<{ due: number }>(
      'SELECT count(*)::int AS due FROM review_cards WHERE user_id = $1 AND due <= $2',
      [userId, at],
    ),
  ]);
  return {
    at,
    lessons,
    quizScores,
    heardSongs,
    due: due[0]?.due ?? 0,
  };
}
