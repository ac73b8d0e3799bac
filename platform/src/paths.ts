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
