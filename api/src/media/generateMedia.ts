import fs from 'node:fs/promises';
import path from 'node:path';
import { coverRasters, heroRasters, type DrawnRaster } from '@btb/shared-contract';
import type { MediaOptions } from '../config/loadApiConfig';
import type { Db } from '@btb/database';
import { coverSvg, heroSvg } from './coverSvg';
import { gradientWebp } from './gradientWebp';
import { drawnCover, drawnHero, rasterizeCover, type DrawnSize } from './rasterizeCover';
import type { ProgressLog } from '../voice/singingProgress';
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
 * from today's drawing is redrawn, with the cover's WebP copies at the sizes it is shown at.
 */
export async function generateMedia(
  db: Db,
  mediaDir: string,
  options: MediaOptions,
  log?: ProgressLog,
): Promise<MediaReport> {
  const folders = mediaFolders(mediaDir);
  await Promise.all(Object.values(folders).map((dir) => fs.mkdir(dir, { recursive: true })));
  let written = 0;
  const ensure = async (file: string, make: () => Promise<string | Buffer>) => {
    if (await exists(file)) return;
    await writeFileAtomic(file, await make());
    written++;
  };
  /** Writes the drawing unless the file holds it already; says whether it wrote. */
  const ensureDrawing = async (file: string, svg: string): Promise<boolean> => {
    if ((await exists(file)) && (await fs.readFile(file, 'utf8')) === svg) return false;
    await writeFileAtomic(file, svg);
    written++;
    return true;
  };
  /** A drawing's WebP copies (the sizes it is shown at): made again when the drawing changed. */
  const ensureRasters = async (
    rasters: DrawnRaster[],
    svg: string,
    redrawn: boolean,
    drawn: DrawnSize,
  ) => {
    for (const raster of rasters) {
      const file = path.join(folders.images, raster.fileName);
      if (!redrawn && (await exists(file))) continue;
      await writeFileAtomic(file, await rasterizeCover(svg, raster.width, drawn));
      written++;
    }
  };

  await ensure(path.join(folders.images, 'default.webp'), gradientWebp);
  for (const name of heroImages) {
    const hero = heroSvg(name);
    const redrawn = await ensureDrawing(path.join(folders.images, name), hero);
    await ensureRasters(heroRasters(name), hero, redrawn, drawnHero);
  }

  const songs = await db.query<SongImageRow>(
    'SELECT slug, image_name, thumb_name FROM songs ORDER BY id',
  );
  for (const song of songs) {
    const cover = coverSvg(song.slug, 512);
    const redrawn = await ensureDrawing(path.join(folders.images, song.image_name), cover);
    await ensureRasters(coverRasters(song.image_name), cover, redrawn, drawnCover);
    await ensureDrawing(path.join(folders.images, song.thumb_name), coverSvg(song.slug, 128));
  }
  written += await voiceCatalogue(db, folders, options, log);
  return { written };
}
