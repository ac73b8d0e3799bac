import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { ogImageSvg } from './ogImageSvg';

/** What a song's preview is drawn from. */
export interface SongCard {
  title: string;
  creator: string;
  coverSvg: string;
}

/**
 * A song's share preview as PNG, drawn once (resvg, system fonts) and kept on disk under the data
 * folder; later asks read the file. Drawings of one song at once share one render.
 */
export function songOgImages(folder: string) {
  const drawing = new Map<number, Promise<Buffer | null>>();
  const fileOf = (id: number) => path.join(folder, `song-${id}.png`);

  async function draw(id: number, card: () => Promise<SongCard | null>): Promise<Buffer | null> {
    const found = await card();
    if (!found) return null;
    const png = new Resvg(ogImageSvg(found.coverSvg, found.title, found.creator), {
      font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    })
      .render()
      .asPng();
    await mkdir(folder, { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${fileOf(id)}.${process.pid}.partial`;
    await writeFile(partial, png);
    await rename(partial, fileOf(id));
    return png;
  }

  return {
    /** The PNG of song `id`, or null for a song that does not exist. */
    async get(id: number, card: () => Promise<SongCard | null>): Promise<Buffer | null> {
      try {
        return await readFile(fileOf(id));
      } catch {
        // Not drawn yet.
      }
      const running = drawing.get(id);
      if (running) return running;
      const started = draw(id, card).finally(() => drawing.delete(id));
      drawing.set(id, started);
      return started;
    },
  };
}
