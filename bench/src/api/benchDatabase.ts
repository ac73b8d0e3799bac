import pg from 'pg';
import { loadApiConfig, prepareDatabase } from '@btb/api';
import { openDatabase, type Db } from '@btb/database';
import { dataDir, databaseUrl, pgliteDataDir } from '../config';

export const catalogueSize = 100_000;

/** The two databases the API runs on; the API phase measures each. */
export type BenchDatabaseKind = 'PostgreSQL' | 'PGlite';

export interface CatalogueReport {
  songs: number;
  inserted: number;
  insertMs: number;
  prepareMs: number;
}

/** Same as `psql -c 'create database <name>'` for the database `BENCH_DATABASE_URL` names. */
async function ensureDatabase(): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench database name ${name} is not plain`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** The API's environment for one database: PostgreSQL at BENCH_DATABASE_URL, or PGlite in its folder. */
export function benchApiEnv(kind: BenchDatabaseKind): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  if (kind === 'PGlite') {
    delete env.DATABASE_URL;
    env.DATA_DIR = pgliteDataDir;
  }
  return env;
}

const songCount = async (db: Db) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM songs'))[0]?.n ?? 0;

/**
 * Adds `missing` songs in ONE set-based statement: copies of the seeded songs with new slugs and
 * titles and spread-out like counts, so search, ordering and the indexes see realistic data.
 */
export async function growCatalogue(db: Db, missing: number): Promise<void> {
  await db.query(
    `WITH base AS (
       SELECT s.*, row_number() OVER (ORDER BY s.id) - 1 AS rn, count(*) OVER () AS n
       FROM songs s WHERE s.slug NOT LIKE 'bench-%'),
     start AS (SELECT count(*)::int AS k FROM songs WHERE slug LIKE 'bench-%')
     INSERT INTO songs (slug, sequence_id, subject_key, level, category, song_title,
       song_title_public, description, lyrics, music_style, genre, grade, language,
       primary_language, creator, image_name, thumb_name, audio_name, preview_name, book_url,
       duration_seconds, restricted, featured, likes, plays, views)
     SELECT 'bench-' || g, b.sequence_id, b.subject_key, b.level, b.category,
       b.song_title || ' ' || g, b.song_title_public || ' ' || g, b.description, b.lyrics,
       b.music_style, b.genre, b.grade, b.language, b.primary_language, b.creator,
       b.image_name, b.thumb_name, b.audio_name, b.preview_name, b.book_url,
       b.duration_seconds, b.restricted, false, (g::bigint * 7919) % 3000, (g::bigint * 104729) % 50000, 0
     FROM start, generate_series(start.k + 1, start.k + $1::int) AS g
     JOIN base b ON b.rn = g % b.n`,
    [missing],
  );
  await db.exec('ANALYZE songs');
}

/**
 * Opens the bench database the way the API does (migrate, seed, media), then grows the catalogue
 * to 100,000 songs (growCatalogue).
 */
export async function prepareBenchCatalogue(kind: BenchDatabaseKind): Promise<CatalogueReport> {
  if (kind === 'PostgreSQL') await ensureDatabase();
  const config = loadApiConfig(benchApiEnv(kind));
  const db = await openDatabase(config);
  try {
    const preparedAt = Date.now();
    // Once grown, media generation would only re-check 100,000 rows of existing files: skip it.
    if ((await songCount(db).catch(() => 0)) < catalogueSize) await prepareDatabase(db, config);
    const prepareMs = Date.now() - preparedAt;
    const before = await songCount(db);
    const missing = Math.max(0, catalogueSize - before);
    const started = Date.now();
    if (missing > 0) {
      await growCatalogue(db, missing);
    }
    return {
      songs: await songCount(db),
      inserted: missing,
      insertMs: Date.now() - started,
      prepareMs,
    };
  } finally {
    await db.close();
  }
}

/** Every song id, so song-detail requests only ask for songs that exist. */
export async function songIds(kind: BenchDatabaseKind): Promise<number[]> {
  const db = await openDatabase(loadApiConfig(benchApiEnv(kind)));
  try {
    return (await db.query<{ id: number }>('SELECT id FROM songs ORDER BY id')).map((r) => r.id);
  } finally {
    await db.close();
  }
}
