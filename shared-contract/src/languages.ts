/** The languages the site speaks (its interface, e-mails, page heads): written here once. */
export const uiLanguages = ['en', 'de', 'es'] as const;

/** One of `uiLanguages`. */
export type Language = (typeof uiLanguages)[number];

export function isLanguage(value: unknown): value is Language {
  return (uiLanguages as readonly unknown[]).includes(value);
}
