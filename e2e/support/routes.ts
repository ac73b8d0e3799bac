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

export const remoteOrigins = {
  mf_home: 'http://localhost:3001',
  mf_search: 'http://localhost:3002',
  mf_song: 'http://localhost:3003',
  mf_quiz: 'http://localhost:3004',
  mf_learning_plan: 'http://localhost:3005',
  mf_calculator: 'http://localhost:3006',
} as const;
