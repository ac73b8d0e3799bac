import { basePort } from './ports';

/** Every route of SPEC section 2 with the page title it must set (English). */
export const siteRoutes = [
  { path: '/', title: /^Home \|/ },
  { path: '/search', title: /^Search \|/ },
  { path: '/song/1', title: / \| Beat to Breakthrough$/ },
  { path: '/quiz', title: /^Quiz \|/ },
  { path: '/book-overview/DE_EN', title: /^Book Overview \|/ },
  { path: '/time-calculator', title: /^Time Calculator \|/ },
  { path: '/auth', title: /^Auth \|/ },
  { path: '/confirm-email', title: / \| Beat to Breakthrough$/ },
  { path: '/no/such/page', title: /^Unknown Page \|/ },
] as const;

const origin = (offset: number) => `http://localhost:${basePort + offset}`;

export const remoteOrigins = {
  mf_home: origin(1),
  mf_search: origin(2),
  mf_song: origin(3),
  mf_quiz: origin(4),
  mf_learning_plan: origin(5),
  mf_calculator: origin(6),
} as const;
