import path from 'node:path';
import type { AppDescription } from './apps';

/**
 * Where the checkout and each app's build live on disk, for the Node tools (servers, registry,
 * tests, bench); a separate entry (`@btb/platform/paths`), as it reads the file system's layout.
 */
export const repoRoot = path.resolve(__dirname, '../..');

/** Where `npm run build` puts an app's build. */
export function distDir(app: AppDescription): string {
  return path.join(repoRoot, app.folder, 'dist');
}

/**
 * The generated media every test suite on this checkout shares (the API suite, e2e's sites, the
 * scale test's processes), at the production media settings: the catalogue is sung on first use
 * (a few minutes) and reused by every later suite; a song whose lines or voicing changed is sung
 * again there, as on a deployed site.
 */
export const testSuitesMediaDir = path.join(repoRoot, '.data', 'test-media');
