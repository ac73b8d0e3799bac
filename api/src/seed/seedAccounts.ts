import { hashPassword } from '../auth/passwordHash';
import type { PasswordHashParams } from '../config/loadApiConfig';
import type { Db } from '@btb/database';

/** Documented in api/README.md; confirmed learners, one of them premium. */
export const seededAccounts = [
  {
    username: 'demo',
    email: 'demo@beat2breakthrough.test',
    password: 'DemoLearner!2025',
    premium: false,
  },
  {
    username: 'premium',
    email: 'premium@beat2breakthrough.test',
    password: 'PremiumLearner!2025',
    premium: true,
  },
] as const;

/** Creates the accounts that are missing; existing ones (and changed passwords) are kept. */
export async function seedAccounts(db: Db, params: PasswordHashParams): Promise<number> {
  let created = 0;
  for (const account of seededAccounts) {
    const exists = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
      account.email,
    ]);
    if (exists.length > 0) continue;
    const hash = await hashPassword(account.password, params);
    const rows = await db.query(
      `INSERT INTO users (username, email, password_hash, premium, confirmed_at)
       VALUES ($1, $2, $3, $4, now()) ON CONFLICT DO NOTHING RETURNING id`,
      [account.username, account.email, hash, account.premium],
    );
    created += rows.length;
  }
  return created;
}
