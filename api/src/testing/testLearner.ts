import { createSession } from '../auth/sessionStore';
import { testContext, unique } from './testApp';

/** A confirmed learner with a login session, and the Cookie header that sends it. */
export async function testLearner(prefix: string) {
  const { db } = testContext();
  const name = unique(prefix);
  const email = `${name}@example.com`;
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, confirmed_at)
     VALUES ($1, $2, 'not-a-real-hash', now()) RETURNING id`,
    [name, email],
  );
  const userId = (user as { id: number }).id;
  const token = await createSession(db, userId, 30);
  return { userId, name, email, cookie: `btb_session=${token}` };
}

/**
 * Client addresses `10.{block}.x.y`, a fresh one per call, so a test file's requests stay out of
 * each other's (and other files') rate limits.
 */
export function addressSequence(block: number): () => string {
  let address = 0;
  return () => {
    address += 1;
    return `10.${block}.${Math.floor(address / 250)}.${address % 250}`;
  };
}

/** The site's own origin, which the Origin check (CSRF) lets through. */
export const shellOrigin = () => testContext().config.allowedOrigins[0] as string;
