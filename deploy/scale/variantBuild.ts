import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppDescription } from '@btb/platform';
import { distDir } from '@btb/platform/paths';

/**
 * A copy of a remote's build in a temporary folder with one file more, holding `mark`: a release
 * of the same code that nobody has staged yet. The caller removes the folder.
 */
export function variantBuild(remote: AppDescription, mark: string): string {
  const build = mkdtempSync(path.join(os.tmpdir(), `btb-variant-${remote.folder}-`));
  cpSync(distDir(remote), build, { recursive: true });
  writeFileSync(path.join(build, 'variant-mark.txt'), `${mark}\n`);
  return build;
}
