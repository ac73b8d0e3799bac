/**
 * Links to the site's pages that other pages point at, each built one way: from its route in
 * platform.json (the test holds each pattern to its route there), with every parameter encoded.
 * A separate entry (`@btb/platform/links`) so a page's bundle takes these few lines, not the
 * platform's description.
 */
export const linkedRoutes = {
  song: '/song/:id',
  quiz: '/quiz',
  book: '/book-overview/:code',
} as const;

/**
 * `path` (a route of platform.json) with each `:param` replaced by its value in `params`,
 * URL-encoded; throws for a missing one.
 */
export function fillRoutePath(
  path: string,
  params: Readonly<Record<string, string | number>>,
): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`No value for :${param} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A song's page: `/song/12`. */
export const songPath = (id: number | string): string => fillRoutePath(linkedRoutes.song, { id });

/** The quiz, started at once on a lesson's words when a code is given (SPEC: `/quiz?code=…`). */
export const quizPath = (code?: string): string =>
  code ? `${linkedRoutes.quiz}?code=${encodeURIComponent(code)}` : linkedRoutes.quiz;

/** A learning plan (a language pair) opened at its lesson when given a lesson's code. */
export const bookOverviewPath = (code: string): string =>
  fillRoutePath(linkedRoutes.book, { code });
