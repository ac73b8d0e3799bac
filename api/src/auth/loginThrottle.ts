import type { Queryable } from '../db/Db';

/** Failed logins allowed per window before 429; the account limit is the tighter one. */
export const throttleLimits = { account: 5, address: 20, windowMinutes: 15 } as const;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/** Seconds until the caller may try again, or 0 when neither the account nor the address is locked. */
export async function loginRetryAfter(db: Queryable, email: string, ip: string): Promise<number> {
  const rows = await db.query<{ key: string; failures: number; oldest: number }>(
    `SELECT throttle_key AS key, count(*)::int AS failures,
       EXTRACT(EPOCH FROM (min(failed_at) + make_interval(mins => $3::int) - now()))::int AS oldest
     FROM login_failures
     WHERE throttle_key IN ($1, $2) AND failed_at > now() - make_interval(mins => $3::int)
     GROUP BY throttle_key`,
    [accountKey(email), addressKey(ip), throttleLimits.windowMinutes],
  );
  let wait = 0;
  for (const row of rows) {
    const limit = row.key.startsWith('account:') ? throttleLimits.account : throttleLimits.address;
    if (row.failures >= limit) wait = Math.max(wait, row.oldest, 1);
  }
  return wait;
}

export async function recordLoginFailure(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query(`INSERT INTO login_failures (throttle_key) VALUES ($1), ($2)`, [
    accountKey(email),
    addressKey(ip),
  ]);
  // Keep the table small; old rows no longer count.
  await db.query(
    `DELETE FROM login_failures WHERE failed_at < now() - make_interval(mins => $1::int)`,
    [throttleLimits.windowMinutes * 4],
  );
}

export async function clearAccountFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE throttle_key = $1', [accountKey(email)]);
}
