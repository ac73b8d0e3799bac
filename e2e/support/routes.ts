import { remoteApps } from '@btb/platform';
import { sitePorts } from './ports';

/** Every route of SPEC section 2 with the page title it must set (English). */
export const siteRoutes = [
  { path: '/', title: /^Home \|/ },
  { path: '/search', title: /^Search \|/ },
  { path: '/song/1', title: / \| Beat to Breakthrough$/ },
  { path: '/quiz', title: /^Quiz \|/ },
  { path: '/book-overview/DE_EN', title: /^Book Overview \|/ },
  { path: '/time-calculator', title: /^Time Calculator \|/ },
  { path: '/review', title: /^Review \|/ },
  { path: '/me', title: /^My learning \|/ },
  { path: '/auth', title: /^Auth \|/ },
  { path: '/confirm-email', title: / \| Beat to Breakthrough$/ },
  { path: '/no/such/page', title: /^Unknown Page \|/ },
] as const;

/** Each remote's own origin (its standalone page), by federation name. */
export const remoteOrigins: Record<string, string> = Object.fromEntries(
  remoteApps.map((remote) => [remote.name, `http://localhost:${sitePorts[remote.folder]}`]),
);
