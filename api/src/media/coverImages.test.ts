import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { coverRasters, coverRasterWidths, heroRasters } from '@btb/shared-contract';
import { prepareDatabase } from '../prepareDatabase';
import { testContext } from '../testing/testApp';
import { coverSvg } from './coverSvg';
import { mediaFolders } from './mediaFolders';

const imagesDir = () => mediaFolders(testContext().config.mediaDir).images;

const firstCover = async () => (await coverFiles()).find((name) => name.startsWith('cover-')) ?? '';

/** A WebP copy as the browser gets it: its format and pixel size, and its bytes. */
async function rasterFile(fileName: string) {
  const bytes = await fs.readFile(path.join(imagesDir(), fileName));
  const { format, width, height } = await sharp(bytes).metadata();
  return { size: { format, width, height }, bytes: bytes.length };
}

async function coverFiles(): Promise<string[]> {
  const names = await fs.readdir(imagesDir());
  return names.filter((name) => /^(cover|thumb)-.*\.svg$/.test(name));
}

describe('generated covers', () => {
  it('carry no text: the page shows the title beside them', async () => {
    const files = await coverFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const svg = await fs.readFile(path.join(imagesDir(), file), 'utf8');
      expect(svg).not.toMatch(/<text\b/);
    }
  });

  it('redraws a cover left from an older seed with the title in it', async () => {
    const stale = path.join(imagesDir(), await firstCover());
    await fs.writeFile(stale, '<svg xmlns="http://www.w3.org/2000/svg"><text>Old</text></svg>');

    const { db, config } = testContext();
    const report = await prepareDatabase(db, config);

    // The drawing and its WebP copies, nothing else.
    expect(report.mediaFilesWritten).toBe(1 + coverRasterWidths.length);
    expect(await fs.readFile(stale, 'utf8')).not.toMatch(/<text\b/);
  });

  it('come as WebP at each size the page shows them at, square and small', async () => {
    const rasters = coverRasters(await firstCover());
    expect(rasters.map((raster) => raster.width)).toEqual([...coverRasterWidths]);
    for (const raster of rasters) {
      const { size, bytes } = await rasterFile(raster.fileName);
      expect(size).toEqual({ format: 'webp', width: raster.width, height: raster.width });
      expect(bytes).toBeLessThan(raster.width * 60);
    }
  });

  it('give each hero background a WebP copy as wide as the page, in its own proportions', async () => {
    const rasters = heroRasters('hero-welcome.svg');
    expect(rasters.length).toBeGreaterThan(0);
    for (const raster of rasters) {
      const { size, bytes } = await rasterFile(raster.fileName);
      expect(size).toEqual({ format: 'webp', width: raster.width, height: (raster.width * 3) / 8 });
      expect(bytes).toBeLessThan(12 * 1024);
    }
  });

  it('draws the same cover for the same song, and different ones for different songs', () => {
    expect(coverSvg('DE_EN_A1_B01_L01', 512)).toBe(coverSvg('DE_EN_A1_B01_L01', 512));
    expect(coverSvg('DE_EN_A1_B01_L01', 512)).not.toBe(coverSvg('DE_EN_A1_B01_L02', 512));
  });
});
