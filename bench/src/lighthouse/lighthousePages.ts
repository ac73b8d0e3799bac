import { remoteSamplePages } from '@btb/platform';

/**
 * A path no route serves: the shell's 404 page, which the server renders with status 404
 * (Lighthouse measures it with `--ignore-status-code`, see `runLighthouse`).
 */
export const notFoundPage = '/no-such-page';

/**
 * The shell's own pages Lighthouse measures (the others are forms behind a link): privacy and
 * the 404.
 */
const shellPages = ['/privacy', notFoundPage];

/**
 * Every page of the platform Lighthouse measures: each remote's routes as the platform describes
 * them (parameters filled with seeded values), then the shell's privacy page and its 404.
 */
export function lighthousePages(): string[] {
  return [...remoteSamplePages().map((page) => page.path), ...shellPages];
}
