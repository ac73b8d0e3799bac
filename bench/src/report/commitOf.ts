import { execFileSync } from 'node:child_process';

/**
 * The checkout's commit, with `+changes` when its work tree differs from it: a measured tree is
 * often a commit plus edits, and the figures are only the commit's when it is clean. `full` gives
 * the whole hash, for a record another tool may look up.
 */
export function commitOf(root: string, length: 'short' | 'full' = 'short'): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const head =
      length === 'short' ? git('rev-parse', '--short', 'HEAD') : git('rev-parse', 'HEAD');
    return head + (git('status', '--porcelain') ? '+changes' : '');
  } catch {
    return 'unknown';
  }
}
