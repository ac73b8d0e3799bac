import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The run's releases folder on a small file system of its own, which the run can fill. */
export interface ReleasesVolume {
  dir: string;
  /** Why the run could not mount one (then `dir` is a plain folder and nothing fills). */
  notMounted: string | null;
  /** Writes a file until the file system has no space left. */
  fill(): void;
  /** Removes that file. */
  free(): void;
  unmount(): void;
}

const sizeMb = 256;
const chunk = Buffer.alloc(4 * 1024 * 1024, 7);

/**
 * A tmpfs of `sizeMb` at `<runDir>/releases` (mounting needs root, as CI runs): the processes
 * stage the built remotes there at start and nginx serves them from it.
 */
export function mountReleasesVolume(runDir: string): ReleasesVolume {
  const dir = path.join(runDir, 'releases');
  mkdirSync(dir, { recursive: true });
  let notMounted: string | null = null;
  if (process.getuid?.() !== 0) notMounted = 'mounting a tmpfs needs root';
  else {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
    } catch (error) {
      notMounted = `mount failed: ${String(error)}`;
    }
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    notMounted,
    fill() {
      if (notMounted) return;
      const fd = openSync(filler, 'w');
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler, { force: true }),
    unmount() {
      if (!notMounted) execFileSync('umount', [dir]);
    },
  };
}
