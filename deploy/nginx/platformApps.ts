import { allApps, distDir, shellApp } from '../../site-server/src/apps';

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
    dir: app.dir,
    isShell: app === shellApp,
    distDir: distDir(app),
  }));
}
