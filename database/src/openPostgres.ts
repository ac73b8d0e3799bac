import pg from 'pg';
import type { Db, Queryable, SqlParam } from './Db';
import { createAvailability, type AvailabilityTracker } from './availability/availability';
import { isDatabaseUnavailable } from './availability/isDatabaseUnavailable';
import { asText, numberOids, textOids, toNumber } from './typeParsers';

const customTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if ((numberOids as readonly number[]).includes(oid)) return toNumber;
    if ((textOids as readonly number[]).includes(oid)) return asText;
    return format === 'binary'
      ? pg.types.getTypeParser(oid, 'binary')
      : pg.types.getTypeParser(oid);
  },
} as pg.CustomTypesConfig;

/** A connection that cannot be made in this time fails the request instead of holding it. */
const connectTimeoutMs = 3000;

/**
 * Runs `work` and tells `availability` what it learnt: the server answered (a result, or an SQL
 * error it sent), or could not be reached. Any other failure (the caller's own code inside a
 * transaction) says nothing about the server.
 */
async function reported<R>(availability: AvailabilityTracker, work: () => Promise<R>): Promise<R> {
  const started = availability.begin();
  try {
    const result = await work();
    availability.succeeded(started);
    return result;
  } catch (error) {
    if (isDatabaseUnavailable(error))
      availability.failed(error instanceof Error ? error.message : String(error));
    else if (error instanceof pg.DatabaseError) availability.succeeded(started);
    throw error;
  }
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await client.query({ text: sql, values: [...params], types: customTypes });
      return result.rows as T[];
    },
  };
}

/** A connection pool to PostgreSQL; any number of API processes can share the database. */
export async function openPostgres(connectionString: string): Promise<Db> {
  // allowExitOnIdle: idle connections alone do not keep a CLI or test process alive.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    allowExitOnIdle: true,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  const availability = createAvailability();
  // An idle connection the server ends (a restart, a failover) is dropped by the pool and made
  // again on demand; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => availability.failed(error.message));
  // Fail at start, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  const root = wrap(pool);
  return {
    kind: 'postgres',
    availability,
    query<T extends object>(sql: string, params?: readonly SqlParam[]) {
      return reported(availability, () => root.query<T>(sql, params));
    },
    exec: (sql) => reported(availability, async () => void (await pool.query(sql))),
    transaction: (work) => reported(availability, () => inTransaction(pool, work)),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function inTransaction<R>(pool: pg.Pool, work: (tx: Queryable) => Promise<R>): Promise<R> {
  const client = await pool.connect();
  let lost: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(wrap(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection the server ended is not given back to the pool for the next request.
    if (error instanceof Error && isDatabaseUnavailable(error)) lost = error;
    else await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release(lost);
  }
}
