import fs from 'node:fs';
import { isDiskFull } from '@btb/database';

/** What a client is told when a write fails for lack of space. */
export const diskFullMessage = 'The server is out of storage space. Please try again later.';

/** True when the file system holding `dir` has no blocks left for this process. */
export function isVolumeFull(dir: string, statfs: typeof fs.statfsSync = fs.statfsSync): boolean {
  try {
    return statfs(dir).bavail === 0;
  } catch {
    return false;
  }
}

/**
 * The line a failed start prints. PGlite reports a full disk as `RuntimeError: Aborted()`, so the
 * data folder's free space is checked too.
 */
export function startFailureMessage(
  error: unknown,
  dataDir: string,
  statfs: typeof fs.statfsSync = fs.statfsSync,
): string {
  if (isDiskFull(error) || isVolumeFull(dataDir, statfs))
    return `the disk holding ${dataDir} is full: free some space and start again`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
