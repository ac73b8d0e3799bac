import type { Language } from '@btb/shared-contract';

/**
 * A page's absolute URL, in one language (`?lang=de`) or, without one, the URL that follows the
 * visitor's saved choice or browser (`x-default`).
 */
export function pageUrl(origin: string, path: string, language?: Language): string {
  const url = new URL(path, origin);
  if (language) url.searchParams.set('lang', language);
  return url.href;
}
