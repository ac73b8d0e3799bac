import { remoteApps, remoteSamplePages, shellPagePaths } from '@btb/platform';
import { sitePorts } from './ports';

/** The title each page must set (English), SPEC's titles; a new route fails until it has one. */
const titles: Record<string, RegExp> = {
  '/': /^Home \|/,
  '/search': /^Search \|/,
  '/song/1': / \| Beat to Breakthrough$/,
  '/quiz': /^Quiz \|/,
  '/book-overview/DE_EN': /^Book Overview \|/,
  '/time-calculator': /^Time Calculator \|/,
  '/review': /^Review \|/,
  '/me': /^My learning \|/,
  [shellPagePaths.auth]: /^Auth \|/,
  [shellPagePaths.confirmEmail]: / \| Beat to Breakthrough$/,
  '/no/such/page': /^Unknown Page \|/,
};

/**
 * Every route of SPEC section 2 with the page title it must set: each remote page the platform
 * describes (seeded values for its parameters), the shell's forms and a 404.
 */
export const siteRoutes = [
  ...remoteSamplePages().map((page) => page.path),
  shellPagePaths.auth,
  shellPagePaths.confirmEmail,
  '/no/such/page',
].map((path) => {
  const title = titles[path];
  if (!title) throw new Error(`No expected title for ${path}: add it to e2e/support/routes.ts`);
  return { path, title };
});

/** Each remote's own origin (its standalone page), by federation name. */
export const remoteOrigins: Record<string, string> = Object.fromEntries(
  remoteApps.map((remote) => [remote.name, `http://localhost:${sitePorts[remote.folder]}`]),
);
