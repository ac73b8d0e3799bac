import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MediaOptions } from '../config/loadApiConfig';

/** The code the generated media are made from: the catalogue, the music, the voice. */
const sourceDirs = ['seed', 'media', 'voice', 'music', 'loudness'].map((dir) =>
  path.join(__dirname, '..', dir),
);

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === 'testing' // test helpers make no media
          ? []
          : sourceFiles(path.join(dir, entry.name))
        : /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

/**
 * A media folder kept between test runs, named after everything the media are made from (the
 * generating code and the test's media options): singing the catalogue takes about a minute, so a
 * run finds the songs of an earlier run with the same code instead of singing them again, and any
 * change to that code gets a folder of its own.
 */
export function testMediaDir(media: MediaOptions): string {
  const hash = createHash('sha256').update(JSON.stringify(media));
  for (const file of sourceDirs.flatMap(sourceFiles)) hash.update(fs.readFileSync(file));
  return path.join(os.tmpdir(), `btb-api-test-media-${hash.digest('hex').slice(0, 16)}`);
}
