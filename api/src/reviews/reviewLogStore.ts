import type { ReviewLog } from '@btb/shared-contract';
import { reviewLimits } from '@btb/shared-contract';
import { type Db, type Queryable, type SqlParam, isoTimestamp } from '@btb/database';
import { lockLearnerReviews, updateReviewCards } from './reviewCardStore';

/**
 * Stores the logs the server does not have yet and returns how many were new. One learner's pushes
 * run one at a time (a transaction-scoped advisory lock on the learner), so `seq` grows in the order
 * the logs were committed and a device pulling after a cursor never skips a log stored meanwhile.
 * The cards of the new logs are replayed in the same transaction (`review_cards`).
 */
export async function storeReviewLogs(db: Db, userId: number, logs: ReviewLog[]): Promise<number> {
  return db.transaction(async (tx) => {
    await lockLearnerReviews(tx, userId);
    const [last] = await tx.query<{ seq: number }>(
      'SELECT COALESCE(MAX(seq), 0) AS seq FROM review_logs WHERE user_id = $1',
      [userId],
    );
    let seq = last?.seq ?? 0;
    const touched: ReviewLog[] = [];
    // One log per id even when a body repeats one.
    const unique = [...new Map(logs.map((log) => [log.id, log])).values()];
    for (const log of unique) {
      const params: SqlParam[] = [
        userId,
        log.id,
        seq + 1,
        log.lessonCode,
        log.word,
        log.rating,
        log.reviewedAt,
      ];
      const inserted = await tx.query(
        `INSERT INTO review_logs (user_id, id, seq, lesson_code, word, rating, reviewed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id, id) DO NOTHING RETURNING seq`,
        params,
      );
      if (inserted.length > 0) {
        seq += 1;
        touched.push(log);
      }
    }
    if (touched.length > 0) await updateReviewCards(tx, userId, touched);
    return touched.length;
  });
}

const logColumns = `id, lesson_code AS "lessonCode", word, rating,
  ${isoTimestamp('reviewed_at')} AS "reviewedAt"`;

/** One page of the learner's logs stored after `after`, oldest first. */
export async function readReviewLogs(
  db: Queryable,
  userId: number,
  after: number,
  limit: number = reviewLimits.logsPerPull,
): Promise<{ logs: ReviewLog[]; cursor: number; more: boolean }> {
  const rows = await db.query<ReviewLog & { seq: number }>(
    `SELECT seq, ${logColumns} FROM review_logs
     WHERE user_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
    [userId, after, limit + 1],
  );
  const page = rows.slice(0, limit);
  const cursor = page.length > 0 ? (page[page.length - 1] as { seq: number }).seq : after;
  const logs = page.map(({ id, lessonCode, word, rating, reviewedAt }) => ({
    id,
    lessonCode,
    word,
    rating,
    reviewedAt,
  }));
  return { logs, cursor, more: rows.length > limit };
}

/** Every log of the learner, in the order they were answered (the privacy export). */
export async function allReviewLogs(db: Queryable, userId: number): Promise<ReviewLog[]> {
  return db.query<ReviewLog>(
    `SELECT ${logColumns} FROM review_logs WHERE user_id = $1 ORDER BY reviewed_at, id`,
    [userId],
  );
}
