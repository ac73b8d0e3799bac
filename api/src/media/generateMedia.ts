import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaOptions } from '../config/loadApiConfig';
import type { Db } from '../db/Db';
import { coverSvg, heroSvg } from './coverSvg';
import { encodeGradientWebp } from './encodeGradientWebp';
import { voiceCatalogue } from '../voice/voiceCatalogue';
import { mediaFolders } from './mediaFolders';
import { exists, writeFileAtomic } from './writeFileAtomic';

interface SongImageRow {
  slug: string;
  image_name: string;
  thumb_name: string;
}

export interface MediaReport {
  written: number;
}

export const heroImages = ['hero-welcome.svg', 'hero-learning-plan.svg', 'hero-time.svg'];

/**
 * Creates every media file the catalogue names that is not on disk yet. Existing audio is kept (it
 * is slow to make: songs are sung, see voiceCatalogue); drawn images are cheap, so one that differs
 * from today's drawing is redrawn.
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

  const songs = await db.query<SongImageRow>(
    'SELECT slug, image_name, thumb_name FROM songs ORDER BY id',
  );
  for (const song of songs) {
    await ensureDrawing(path.join(folders.images, song.image_name), coverSvg(song.slug, 512));
    await ensureDrawing(path.join(folders.images, song.thumb_name), coverSvg(song.slug, 128));
  }
  written += await voiceCatalogue(db, folders, options);
  return { written };
}
