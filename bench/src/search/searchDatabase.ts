import { createOwnDatabase } from '@btb/database/testing/ownDatabase';
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

/**
 * A fresh database with the seeded catalogue grown to `songs` songs; the search documents and
 * lexicon come from the migration's triggers as the songs go in, as they would in production.
 */
export async function createSearchDatabase(songs: number): Promise<SearchDatabase> {
  const { url, drop } = await createOwnDatabase(databaseUrl, `btb_bench_search_${process.pid}`);
  const started = Date.now();
  try {
    const db = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
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
  return { url, songs, prepareMs: Date.now() - started, drop };
}
