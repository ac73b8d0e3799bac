import pg from 'pg';
import { migrateApi, seedCatalogue } from '@btb/api';
import { openDatabase } from '@btb/database';
import { growCatalogue } from '../api/benchDatabase';
import { databaseUrl } from '../config';

/** The search phase's own PostgreSQL database, beside the bench's, dropped when it ends. */
export interface SearchDatabase {
  url: string;
  songs: number;
  prepareMs: number;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database with the seeded catalogue grown to `songs` songs; the search documents and
 * lexicon come from the migration's triggers as the songs go in, as they would in production.
 */
export async function createSearchDatabase(songs: number): Promise<SearchDatabase> {
  const name = `btb_bench_search_${process.pid}`;
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const drop = () =>
    admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
      () => undefined,
    );
  const started = Date.now();
  try {
    const db = await openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' });
    try {
      await migrateApi(db);
      await seedCatalogue(db, 60);
      const [seeded] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM songs');
      await growCatalogue(db, songs - (seeded?.n ?? 0));
      // As autovacuum would soon after such an insert: the GIN indexes' pending entries merged,
      // so the figures are not those of a table still being vacuumed.
      for (const table of ['songs', 'vocabulary', 'search_lexicon', 'search_lexicon_variants'])
        await db.exec(`VACUUM ANALYZE ${table}`);
    } finally {
      await db.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: url.toString(), songs, prepareMs: Date.now() - started, drop };
}
