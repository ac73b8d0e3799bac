import path from 'node:path';
import type { AppDescription } from '@btb/platform';

export const repoRoot = path.resolve(__dirname, '../..');

/** Where `npm run build` puts an app's build. */
export function distDir(app: AppDescription): string {
  return path.join(repoRoot, app.folder, 'dist');
}
