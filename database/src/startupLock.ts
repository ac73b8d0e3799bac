import type { Db } from './Db';

/** The lock of the whole preparation (migrate.ts takes 4242001, the seed 4242002 inside it). */
const startupLockKey = 4242000;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so when N API processes start together
 * one migrates and seeds and the others wait, then find it done. The lock belongs to a transaction
 * that stays open meanwhile (released by its commit, or by the server if the process dies); the
 * work itself runs on other connections of the pool. PGlite is one process's own: no lock.
 */
export async function withStartupLock<R>(db: Db, work: () => Promise<R>): Promise<R> {
  if (db.kind !== 'postgres') return work();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [startupLockKey]);
    return work();
  });
}
