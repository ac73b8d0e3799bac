import { allApps, shellApp } from '@btb/platform';
import { distDir } from '@btb/platform/paths';

/** One app as nginx serves it: its build folder, and whether it is the shell. */
export interface ServedApp {
  dir: string;
  isShell: boolean;
  distDir: string;
}

/**
 * The apps nginx serves, read from the site server's own list (the one place the generator
 * reads it, so pointing it at the platform description is a change here only).
 */
export function platformApps(): ServedApp[] {
  return allApps.map((app) => ({
    dir: app.folder,
    isShell: app === shellApp,
    distDir: distDir(app),
  }));
}
