import type { Queryable } from '@btb/database';
import { hashToken, newToken } from './tokens';

export interface SessionUser {
  userId: number;
  email: string;
  premium: boolean;
}

export async function createSession(db: Queryable, userId: number, days: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3::int))`,
    [hashToken(token), userId, days],
  );
  return token;
}

export async function findSessionUser(db: Queryable, token: string): Promise<SessionUser | null> {
  const rows = await db.query<SessionUser>(
    `SELECT u.id AS "userId", u.email, u.premium
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}
