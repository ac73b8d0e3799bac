import type { ReviewCardKey, ReviewLog } from '@btb/shared-contract';
import { replayCards } from '@btb/shared-fsrs/scheduler';
import { type Db, type Queryable, isoTimestamp } from '@btb/database';

const logColumns = `id, lesson_code AS "lessonCode", word, rating,
  ${isoTimestamp('reviewed_at')} AS "reviewedAt"`;

/**
 * The cards replayed from their logs (the browser's scheduler: the same logs, the same card),
 * written in one statement however many there are.
 */
async function writeCards(tx: Queryable, userId: number, logs: ReviewLog[]): Promise<void> {
  const cards = replayCards(logs).map(({ lessonCode, word, due, lastReview }) => ({
    lessonCode,
    word,
    due,
    lastReview,
  }));
  if (cards.length === 0) return;
  await tx.query(
    `INSERT INTO review_cards (user_id, lesson_code, word, due, last_review)
     SELECT $1, c."lessonCode", c.word, c.due, c."lastReview"
     FROM json_to_recordset($2::json)
       AS c("lessonCode" text, word text, due timestamptz, "lastReview" timestamptz)
     ON CONFLICT (user_id, lesson_code, word) DO UPDATE SET
       due = EXCLUDED.due, last_review = EXCLUDED.last_review`,
    [userId, JSON.stringify(cards)],
  );
}

/** Every card of the learner made anew from all their logs, and the account marked as built. */
async function buildAllCards(tx: Queryable, userId: number): Promise<void> {
  const logs = await tx.query<ReviewLog>(
    `SELECT ${logColumns} FROM review_logs WHERE user_id = $1`,
    [userId],
  );
  await tx.query('DELETE FROM review_cards WHERE user_id = $1', [userId]);
  await writeCards(tx, userId, logs);
  await tx.query('INSERT INTO review_cards_built (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    userId,
  ]);
}

/** Distinct lock space of one learner's review writes (the migrations use 4242001). */
const reviewLockSpace = 4242020;

/** One learner's review writes run one at a time (a transaction-scoped advisory lock). */
export async function lockLearnerReviews(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [reviewLockSpace, userId]);
}

/** The learner's cards were built from all their logs (every account is, after its first ask). */
async function cardsBuilt(db: Queryable, userId: number): Promise<boolean> {
  const built = await db.query('SELECT 1 FROM review_cards_built WHERE user_id = $1', [userId]);
  return built.length > 0;
}

/**
 * Builds the learner's cards when they never were (an account with logs from before the card
 * table); true when it did. Run under `lockLearnerReviews`.
 */
export async function ensureReviewCards(tx: Queryable, userId: number): Promise<boolean> {
  if (await cardsBuilt(tx, userId)) return false;
  await buildAllCards(tx, userId);
  return true;
}

/** The cards ready to read: built once, under the lock, for an account that never had them. */
export async function readyReviewCards(db: Db, userId: number): Promise<void> {
  if (await cardsBuilt(db, userId)) return;
  await db.transaction(async (tx) => {
    await lockLearnerReviews(tx, userId);
    await ensureReviewCards(tx, userId);
  });
}

/**
 * Keeps the learner's card states up to date after logs of `touched` cards were stored (inside the
 * push's transaction, under its lock): each touched card is replayed from all its logs, read in one
 * query and written in one statement.
 */
export async function updateReviewCards(
  tx: Queryable,
  userId: number,
  touched: readonly ReviewCardKey[],
): Promise<void> {
  if (await ensureReviewCards(tx, userId)) return;
  const keys = [
    ...new Map(
      touched.map(({ lessonCode, word }) => [`${lessonCode}\0${word}`, { lessonCode, word }]),
    ).values(),
  ];
  if (keys.length === 0) return;
  const logs = await tx.query<ReviewLog>(
    `SELECT ${logColumns} FROM review_logs
     WHERE user_id = $1 AND (lesson_code, word) IN (
       SELECT k."lessonCode", k.word FROM json_to_recordset($2::json) AS k("lessonCode" text, word text))`,
    [userId, JSON.stringify(keys)],
  );
  await writeCards(tx, userId, logs);
}
