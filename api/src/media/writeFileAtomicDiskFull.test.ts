import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDiskFull } from '@btb/database';
import { writeFileAtomic } from './writeFileAtomic';

/** A small file system of the test's own: mounting one needs root (CI runs as root). */
const canMount = process.getuid?.() === 0;
if (!canMount) console.warn('Skipping the full-disk media test: mounting a tmpfs needs root.');
const describeMounted = canMount ? describe : describe.skip;

describeMounted('a media file written on a full disk', () => {
  const mount = mkdtempSync(path.join(os.tmpdir(), 'btb-media-full-'));
  const song = path.join(mount, 'song-1.mp3');
  const audio = Buffer.alloc(200 * 1024, 3);

  beforeAll(() => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', mount]);
    writeFileSync(path.join(mount, 'filler'), Buffer.alloc(400 * 1024, 1));
  });
  afterAll(() => {
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  it('fails as a full disk, leaves no part of it behind, and is written once space is back', async () => {
    const failed = await writeFileAtomic(song, audio).catch((error: unknown) => error);
    expect(isDiskFull(failed)).toBe(true);
    expect(readdirSync(mount)).toEqual(['filler']);

    rmSync(path.join(mount, 'filler'));
    await writeFileAtomic(song, audio);
    expect((await readFile(song)).equals(audio)).toBe(true);
    expect(readdirSync(mount)).toEqual(['song-1.mp3']);
  });
});
