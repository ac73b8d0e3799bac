import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { timedCommand, type TimedRun } from '../build/timedCommand';
import { repoRoot } from '../config';

/** One folder of generated media: how many files, how many megabytes. */
export interface MediaFolderSize {
  folder: string;
  files: number;
  mb: number;
}

export interface SeedReport {
  /** `npm run seed -w @btb/api` on an empty data folder: migrations, catalogue, accounts, media. */
  fresh: TimedRun;
  /** The same again on the seeded folder: what every later start costs. */
  again: TimedRun;
  media: MediaFolderSize[];
}

const seedDataDir = '/tmp/btb-bench-seed';

function folderSize(dir: string): MediaFolderSize {
  const files = readdirSync(dir).filter((name) => !name.endsWith('.tmp'));
  const bytes = files.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
  return { folder: path.basename(dir), files: files.length, mb: Math.round(bytes / 1e5) / 10 };
}

/** Seeds a fresh embedded database and media folder, times it, and sizes the media it made. */
export async function measureSeed(): Promise<SeedReport> {
  rmSync(seedDataDir, { recursive: true, force: true });
  const seed = () =>
    timedCommand('npm', ['run', 'seed', '-w', '@btb/api'], {
      cwd: repoRoot,
      env: { DATA_DIR: seedDataDir, DATABASE_URL: '' },
    });
  const fresh = await seed();
  if (!fresh.ok) throw new Error(`seed failed: ${fresh.stderrTail}`);
  const again = await seed();
  const mediaDir = path.join(seedDataDir, 'media');
  const media = readdirSync(mediaDir).map((folder) => folderSize(path.join(mediaDir, folder)));
  rmSync(seedDataDir, { recursive: true, force: true });
  return { fresh, again, media };
}
