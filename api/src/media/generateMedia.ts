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
  image_name: string;
  thumb_name: string;
  audio_name: string;
  preview_name: string | null;
}

export interface MediaReport {
  written: number;
}

export const heroImages = ['hero-welcome.svg', 'hero-learning-plan.svg', 'hero-time.svg'];

/**
 * Creates every media file the catalogue names that is not on disk yet. Existing audio is kept (it
 * is slow to make); drawn images are cheap, so one that differs from today's drawing is redrawn.
 */
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
  const ensureDrawing = async (file: string, svg: string) => {
    if ((await exists(file)) && (await fs.readFile(file, 'utf8')) === svg) return;
    await writeFileAtomic(file, svg);
    written++;
  };

  await ensure(path.join(folders.images, 'default.webp'), encodeGradientWebp);
  for (const name of heroImages)
    await ensureDrawing(path.join(folders.images, name), heroSvg(name));

  const songs = await db.query<SongMediaRow>(
    'SELECT slug, image_name, thumb_name, audio_name, preview_name FROM songs ORDER BY id',
  );
  const { sampleRate } = options;
  for (const song of songs) {
    await ensureDrawing(path.join(folders.images, song.image_name), coverSvg(song.slug, 512));
    await ensureDrawing(path.join(folders.images, song.thumb_name), coverSvg(song.slug, 128));
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
