import pg from 'pg';
import type { Db, Queryable, SqlParam } from './Db';
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
  const pool = new pg.Pool({ connectionString, max: 10, allowExitOnIdle: true });
  // Fail at start, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
