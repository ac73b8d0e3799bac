import type { Db, Queryable } from '@btb/database';
import { buildCatalogue } from './buildCatalogue';
import { faqRecords } from './faqContent';
import { heroSlideRecords } from './heroSlideContent';

/** Bump when the seed content changes; a database at an older version gets the missing rows. */
export const catalogueSeedVersion = 3;

/** Inserts a JSON array of records in one statement; rows that already exist are left alone. */
async function insertJson(tx: Queryable, sql: string, rows: readonly object[]): Promise<void> {
  const ordered = rows.map((row, ord) => ({ ...row, ord }));
  await tx.query(sql, [JSON.stringify(ordered)]);
}

async function writeCatalogue(tx: Queryable, songSeconds: number): Promise<void> {
  const c = buildCatalogue(songSeconds);
  await insertJson(
    tx,
    `INSERT INTO subjects (key, target_language, primary_language, label_en, label_de, label_es,
       position)
     SELECT key, target_language, primary_language, label_en, label_de, label_es, position
     FROM jsonb_to_recordset($1::jsonb) AS t(key text, target_language text, primary_language text,
       label_en text, label_de text, label_es text, position int, ord int)
     ORDER BY ord ON CONFLICT (key) DO UPDATE SET label_es = EXCLUDED.label_es`,
    c.subjects,
  );
  await insertJson(
    tx,
    `INSERT INTO books (intern_code, subject_key, level, book_no, book_name)
     SELECT intern_code, subject_key, level, book_no, book_name
     FROM jsonb_to_recordset($1::jsonb) AS t(intern_code text, subject_key text, level text,
       book_no int, book_name text, ord int)
     ORDER BY ord ON CONFLICT (intern_code) DO NOTHING`,
    c.books,
  );
  await insertJson(
    tx,
    `INSERT INTO sequences (book_id, lesson_no, sequence_name, str_code, topic, learning_content)
     SELECT b.id, t.lesson_no, t.sequence_name, t.str_code, t.topic, t.learning_content
     FROM jsonb_to_recordset($1::jsonb) AS t(str_code text, intern_code text, lesson_no int,
       sequence_name text, topic text, learning_content text, ord int)
     JOIN books b ON b.intern_code = t.intern_code
     ORDER BY t.ord ON CONFLICT (str_code) DO NOTHING`,
    c.sequences,
  );
  await insertJson(
    tx,
    `INSERT INTO vocabulary (sequence_id, position, question, answer)
     SELECT s.id, t.position, t.question, t.answer
     FROM jsonb_to_recordset($1::jsonb) AS t(str_code text, position int, question text,
       answer text, ord int)
     JOIN sequences s ON s.str_code = t.str_code
     ORDER BY t.ord ON CONFLICT (sequence_id, position) DO NOTHING`,
    c.vocabulary,
  );
  await insertJson(
    tx,
    `INSERT INTO songs (slug, sequence_id, subject_key, level, category, song_title,
       song_title_public, description, lyrics, music_style, genre, grade, language,
       primary_language, creator, image_name, thumb_name, audio_name, preview_name, book_url,
       duration_seconds, restricted, featured, likes, plays, views, created_at)
     SELECT t.slug, s.id, t.subject_key, t.level, t.category, t.song_title, t.song_title_public,
       t.description, t.lyrics, t.music_style, t.genre, t.grade, t.language, t.primary_language,
       t.creator, t.image_name, t.thumb_name, t.audio_name, t.preview_name, t.book_url,
       t.duration_seconds, t.restricted, t.featured, t.likes, t.plays, t.views, t.created_at
     FROM jsonb_to_recordset($1::jsonb) AS t(slug text, str_code text, subject_key text,
       level text, category text, song_title text, song_title_public text, description text,
       lyrics text, music_style text, genre text, grade text, language text,
       primary_language text, creator text, image_name text, thumb_name text, audio_name text,
       preview_name text, book_url text, duration_seconds int, restricted boolean,
       featured boolean, likes int, plays int, views int, created_at timestamptz, ord int)
     JOIN sequences s ON s.str_code = t.str_code
     ORDER BY t.ord ON CONFLICT (slug) DO NOTHING`,
    c.songs,
  );
  await insertJson(
    tx,
    `INSERT INTO podcasts (song_id, sound_name)
     SELECT s.id, t.sound_name
     FROM jsonb_to_recordset($1::jsonb) AS t(song_slug text, sound_name text, ord int)
     JOIN songs s ON s.slug = t.song_slug
     ORDER BY t.ord ON CONFLICT DO NOTHING`,
    c.podcasts,
  );
  await insertJson(
    tx,
    `INSERT INTO playlists (slug, position, headline_en, headline_de, headline_es, btn1_searchurl,
       btn2_overview_code)
     SELECT slug, position, headline_en, headline_de, headline_es, btn1_searchurl, btn2_overview_code
     FROM jsonb_to_recordset($1::jsonb) AS t(slug text, position int, headline_en text,
       headline_de text, headline_es text, btn1_searchurl text, btn2_overview_code text, ord int)
     ORDER BY ord ON CONFLICT (slug) DO UPDATE SET headline_es = EXCLUDED.headline_es`,
    c.playlists,
  );
  const members = c.playlists.flatMap((playlist) =>
    playlist.song_slugs.map((song_slug, i) => ({
      playlist: playlist.slug,
      song_slug,
      position: i + 1,
    })),
  );
  await insertJson(
    tx,
    `INSERT INTO playlist_songs (playlist_id, song_id, position)
     SELECT p.id, s.id, t.position
     FROM jsonb_to_recordset($1::jsonb) AS t(playlist text, song_slug text, position int, ord int)
     JOIN playlists p ON p.slug = t.playlist
     JOIN songs s ON s.slug = t.song_slug
     ORDER BY t.ord ON CONFLICT DO NOTHING`,
    members,
  );
}

async function writeHomeContent(tx: Queryable): Promise<void> {
  await insertJson(
    tx,
    `INSERT INTO hero_slides (slug, language, position, headline, subline, background_image,
       button1_text, button1_link, button1_icon, button2_text, button2_link, button2_icon)
     SELECT slug, language, position, "headline", subline, "backgroundImage", "button1Text",
       "button1Link", "button1Icon", "button2Text", "button2Link", "button2Icon"
     FROM jsonb_to_recordset($1::jsonb) AS t(slug text, language text, position int,
       "headline" text, subline text, "backgroundImage" text, "button1Text" text,
       "button1Link" text, "button1Icon" text, "button2Text" text, "button2Link" text,
       "button2Icon" text, ord int)
     ORDER BY ord ON CONFLICT (slug, language) DO NOTHING`,
    heroSlideRecords(),
  );
  await insertJson(
    tx,
    `INSERT INTO faqs (slug, language, position, question, answer_html)
     SELECT slug, language, position, question, answer_html
     FROM jsonb_to_recordset($1::jsonb) AS t(slug text, language text, position int,
       question text, answer_html text, ord int)
     ORDER BY ord ON CONFLICT (slug, language) DO NOTHING`,
    faqRecords(),
  );
}

/** Writes the catalogue once; returns false when this version was already there. */
export async function seedCatalogue(db: Db, songSeconds: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(4242002)');
    const done = await tx.query<{ version: number }>(
      "SELECT version FROM seed_state WHERE name = 'catalogue'",
    );
    if ((done[0]?.version ?? 0) >= catalogueSeedVersion) return false;
    await writeCatalogue(tx, songSeconds);
    await writeHomeContent(tx);
    await tx.query(
      `INSERT INTO seed_state (name, version) VALUES ('catalogue', $1)
       ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, seeded_at = now()`,
      [catalogueSeedVersion],
    );
    return true;
  });
}
