import fs from 'node:fs/promises';
import path from 'node:path';
import { prepareDatabase } from '../prepareDatabase';
import { testContext } from '../testing/testApp';
import { coverSvg } from './coverSvg';
import { mediaFolders } from './mediaFolders';

const imagesDir = () => mediaFolders(testContext().config.mediaDir).images;

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
    const [file] = await coverFiles();
    const stale = path.join(imagesDir(), file ?? '');
    await fs.writeFile(stale, '<svg xmlns="http://www.w3.org/2000/svg"><text>Old</text></svg>');

    const { db, config } = testContext();
    const report = await prepareDatabase(db, config);

    expect(report.mediaFilesWritten).toBe(1);
    expect(await fs.readFile(stale, 'utf8')).not.toMatch(/<text\b/);
  });

  it('draws the same cover for the same song, and different ones for different songs', () => {
    expect(coverSvg('DE_EN_A1_B01_L01', 512)).toBe(coverSvg('DE_EN_A1_B01_L01', 512));
    expect(coverSvg('DE_EN_A1_B01_L01', 512)).not.toBe(coverSvg('DE_EN_A1_B01_L02', 512));
  });
});
