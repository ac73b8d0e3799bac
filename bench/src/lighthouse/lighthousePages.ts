import { remoteSamplePages } from '@btb/platform';

/**
 * The shell's own page Lighthouse measures (the others are forms behind a link). Not the 404:
 * Lighthouse refuses a page whose document answers 404 ("unable to reliably load the page"); the
 * e2e suites check it (server-render, layout-shift and SEO specs).
 */
const shellPages = ['/privacy'];

/**
 * Every page of the platform Lighthouse measures: each remote's routes as the platform describes
 * them (parameters filled with seeded values), then the shell's privacy page.
 */
export function lighthousePages(): string[] {
  return [...remoteSamplePages().map((page) => page.path), ...shellPages];
}
