import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaOptions } from '../config/loadApiConfig';
import type { Db } from '../db/Db';
import { coverSvg, heroSvg } from './coverSvg';
import { encodeGradientWebp } from './encodeGradientWebp';
import { encodeWav } from './encodeWav';
import { mediaFolders } from './mediaFolders';
import { previewOf, synthesizePodcast, synthesizeSong } from './synthesizeSong';
import { exists, writeFileAtomic } from './writeFileAtomic';

interface SongMediaRow {
  slug: string;
  title: string;
  code: string;
  image_name: string;
  thumb_name: string;
  audio_name: string;
  preview_name: string | null;
}

export interface MediaReport {
  written: number;
}

export const heroImages = ['hero-welcome.svg', 'hero-learning-plan.svg', 'hero-time.svg'];

/** Creates every media file the catalogue names that is not on disk yet; existing files are kept. */
export async function generateMedia(
  db: Db,
  mediaDir: string,
  options: MediaOptions,
): Promise<MediaReport> {
  const folders = mediaFolders(mediaDir);
  await Promise.all(Object.values(folders).map((dir) => fs.mkdir(dir, { recursive: true })));
  let written = 0;
  const ensure = async (file: string, make: () => string | Buffer) => {
    if (await exists(file)) return;
    await writeFileAtomic(file, make());
    written++;
  };

  await ensure(path.join(folders.images, 'default.webp'), encodeGradientWebp);
  for (const name of heroImages) await ensure(path.join(folders.images, name), () => heroSvg(name));

  const songs = await db.query<SongMediaRow>(
    `SELECT s.slug, s.song_title_public AS title, coalesce(q.str_code, '') AS code, s.image_name, s.thumb_name,
       s.audio_name, s.preview_name
     FROM songs s LEFT JOIN sequences q ON q.id = s.sequence_id ORDER BY s.id`,
  );
  const { sampleRate } = options;
  for (const song of songs) {
    await ensure(path.join(folders.images, song.image_name), () =>
      coverSvg(song.slug, song.title, song.code, 512),
    );
    await ensure(path.join(folders.images, song.thumb_name), () =>
      coverSvg(song.slug, song.title, song.code, 128),
    );
    const full = path.join(folders.audio, song.audio_name);
    const preview = song.preview_name ? path.join(folders.audio, song.preview_name) : null;
    if ((await exists(full)) && (!preview || (await exists(preview)))) continue;
    const samples = synthesizeSong(song.slug, options.songSeconds, sampleRate);
    await ensure(full, () => encodeWav(samples, sampleRate));
    if (preview)
      await ensure(preview, () =>
        encodeWav(previewOf(samples, options.previewSeconds, sampleRate), sampleRate),
      );
  }

  const podcasts = await db.query<{ sound_name: string }>(
    'SELECT sound_name FROM podcasts ORDER BY song_id',
  );
  for (const podcast of podcasts) {
    await ensure(path.join(folders.podcasts, podcast.sound_name), () =>
      encodeWav(
        synthesizePodcast(podcast.sound_name, options.podcastSeconds, sampleRate),
        sampleRate,
      ),
    );
  }
  return { written };
}
