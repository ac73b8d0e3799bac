import { remoteSamplePages } from '@btb/platform';

/** The shell's own page Lighthouse measures (the others are forms behind a link) and a 404. */
const shellPages = ['/privacy', '/no/such/page'];

/**
 * Every page of the platform Lighthouse measures: each remote's routes as the platform describes
 * them (parameters filled with seeded values), then the shell's privacy page and a 404.
 */
export function lighthousePages(): string[] {
  return [...remoteSamplePages().map((page) => page.path), ...shellPages];
}
