import path from 'node:path';
import type { AppDescription } from '@btb/platform';

export const repoRoot = path.resolve(__dirname, '../..');

/** Where `npm run build` puts an app's build. */
export function distDir(app: AppDescription): string {
  return path.join(repoRoot, app.folder, 'dist');
}

/**
 * The generated media the test suites share (e2e's site, the scale test's processes): songs are
 * sung on first use (about a minute), and every suite on this checkout reuses them; a suite's own
 * fresh database takes each song's word times from beside its audio.
 */
export const testSuitesMediaDir = path.join(repoRoot, '.data', 'test-media');
