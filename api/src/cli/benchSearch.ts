import { defaultMedia } from '../config/loadApiConfig';
import { searchSongs } from '../content/searchSongs';
import { openDatabase } from '@btb/database';
import { migrateApi } from '../db/apiMigrations';
import { seedCatalogue } from '../seed/seedCatalogue';

/**
 * `npx tsx api/src/cli/benchSearch.ts [songs]`: grows a throw-away catalogue (in-memory PGlite, or
 * BENCH_DATABASE_URL, whose public schema it drops) to 100,000 songs and times searches.
 */
async function main(): Promise<void> {
  const target = Number(process.argv[2]) || 100_000;
  const db = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    pgliteDir: 'memory://',
  });
  if (db.kind === 'postgres')
    await db.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  await migrateApi(db);
  await seedCatalogue(db, defaultMedia.songSeconds);
  const started = Date.now();
  await db.query(
    `INSERT INTO songs (slug, sequence_id, subject_key, level, category, song_title, song_title_public,
       description, lyrics, music_style, genre, grade, language, primary_language, creator,
       image_name, thumb_name, audio_name, likes, plays, views)
     SELECT s.slug || '-' || g, s.sequence_id, s.subject_key, s.level, s.category,
       s.song_title || ' ' || g, s.song_title_public || ' ' || g, s.description, s.lyrics,
       s.music_style, s.genre, s.grade, s.language, s.primary_language, s.creator, s.image_name,
       s.thumb_name, s.audio_name, (g * 7919) % 3000, 0, 0
     FROM songs s CROSS JOIN generate_series(1, $1::int) g`,
    [Math.ceil(target / 135)],
  );
  await db.exec('ANALYZE songs');
  const count = (await db.query<{ n: number }>('SELECT count(*) AS n FROM songs'))[0]?.n;
  console.log(`${count} songs inserted in ${Date.now() - started} ms (${db.kind})`);
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT id FROM songs s WHERE s.search_text LIKE '%' || btb_fold($1) || '%' ORDER BY likes DESC LIMIT 100`,
    ['Kartoffel 77'],
  );
  console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  for (const q of ['Begrüßungen 123', 'kartoffel', 'DE_EN_A1_B01_L01', 'xyzzy', '']) {
    const t = Date.now();
    const rows = await searchSongs(db, { q, limit: 100, offset: 0 });
    console.log(`q=${JSON.stringify(q)}: ${rows.length} rows in ${Date.now() - t} ms`);
  }
  const t = Date.now();
  await searchSongs(db, {
    subject: 'DE_EN',
    level: 'A2',
    artist: 'vokabel',
    limit: 100,
    offset: 0,
  });
  console.log(`filters only: ${Date.now() - t} ms`);
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
