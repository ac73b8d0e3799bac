import { execFileSync } from 'node:child_process';

/**
 * The checkout's commit, with `+changes` when its work tree differs from it: a measured tree is
 * often a commit plus edits, and the figures are only the commit's when it is clean.
 */
export function commitOf(root: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    return git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain') ? '+changes' : '');
  } catch {
    return 'unknown';
  }
}
