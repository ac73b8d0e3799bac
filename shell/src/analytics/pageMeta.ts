/** SPEC section 7's page titles, by route: the same in every language, so reports stay comparable. */
export function pageTitleOf(path: string): string {
  if (path === '/') return 'Home';
  if (path === '/search') return 'Search';
  if (path === '/quiz') return 'Quiz';
  if (path === '/auth') return 'Auth';
  if (path.startsWith('/song/')) return 'Song Details';
  if (path.startsWith('/book-overview/')) return 'Book Overview';
  if (path === '/time-calculator') return 'Time Calculator';
  if (path === '/review') return 'Review';
  if (path === '/me') return 'My Learning';
  if (path === '/confirm-email') return 'Confirm Email';
  return 'Unknown Page';
}

/** The song a page is about, for `/song/{id}`. */
export function songIdOf(path: string): number | null {
  const match = /^\/song\/(\d+)\/?$/.exec(path);
  return match ? Number(match[1]) : null;
}
