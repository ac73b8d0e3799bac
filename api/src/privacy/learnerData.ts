import type { PrivacyExport } from '@btb/shared-contract';
import { type Db, type Queryable, isoTimestamp } from '@btb/database';
import { readLearnerProgress } from '../learnerProgress/learnerProgressStore';
import { allReviewLogs } from '../reviews/reviewLogStore';

/** Everything the server holds about one learner; no password or token hashes. */
export async function exportLearnerData(
  db: Queryable,
  userId: number,
): Promise<PrivacyExport | null> {
  const accounts = await db.query<PrivacyExport['account']>(
    `SELECT username, email, premium, referral_code AS "referralCode",
       CASE WHEN confirmed_at IS NULL THEN NULL ELSE ${isoTimestamp('confirmed_at')} END
         AS "confirmedAt",
       ${isoTimestamp('created_at')} AS "createdAt"
     FROM users WHERE id = $1`,
    [userId],
  );
  const account = accounts[0];
  if (!account) return null;
  const [loginSessions, emailTokens, emails, reviewLogs, learnerProgress] = await Promise.all([
    db.query<PrivacyExport['loginSessions'][number]>(
      `SELECT ${isoTimestamp('created_at')} AS "createdAt", ${isoTimestamp('expires_at')} AS "expiresAt"
       FROM sessions WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    ),
    db.query<PrivacyExport['emailTokens'][number]>(
      `SELECT purpose, ${isoTimestamp('expires_at')} AS "expiresAt",
         CASE WHEN used_at IS NULL THEN NULL ELSE ${isoTimestamp('used_at')} END AS "usedAt"
       FROM email_tokens WHERE user_id = $1 ORDER BY expires_at`,
      [userId],
    ),
    db.query<PrivacyExport['emails'][number]>(
      `SELECT subject, body, ${isoTimestamp('created_at')} AS "createdAt",
         CASE WHEN sent_at IS NULL THEN NULL ELSE ${isoTimestamp('sent_at')} END AS "sentAt"
       FROM outbox WHERE lower(recipient) = lower($1) ORDER BY id`,
      [account.email],
    ),
    allReviewLogs(db, userId),
    readLearnerProgress(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account,
    loginSessions,
    emailTokens,
    emails,
    reviewLogs,
    learnerProgress,
  };
}

/**
 * Deletes the learner's account and everything tied to it (sessions, e-mail tokens, review logs,
 * the pair, the quiz scores, the heard songs and the review card states go with the account row).
 * Returns false when there was nothing left to delete, so a repeat is harmless.
 */
export async function deleteLearnerData(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const users = await tx.query<{ email: string }>(
      'DELETE FROM users WHERE id = $1 RETURNING email',
      [userId],
    );
    const email = users[0]?.email;
    if (email === undefined) return false;
    await tx.query('DELETE FROM outbox WHERE lower(recipient) = lower($1)', [email]);
    return true;
  });
}
