export const supportedLanguages = ['en', 'de'] as const;
export type Language = (typeof supportedLanguages)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'de';
}

/**
 * SPEC section 4: a stored choice counts only if it is exactly `en` or `de`; otherwise the first
 * supported browser language (by primary subtag, so `de-AT` is German); otherwise English.
 */
export function detectLanguage(stored: unknown, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
