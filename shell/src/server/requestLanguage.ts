import { detectLanguage, languageFromCookie } from '@btb/shared-i18n';
import type { RenderRequest } from './renderContract';

/** `Accept-Language: de-AT,de;q=0.9,en;q=0.8` → `['de-AT', 'de', 'en']`, by weight. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((item) => item.trim().startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter(({ tag, weight }) => tag && weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map(({ tag }) => tag);
}

/** The saved choice (cookie), else the browser's languages, else English (SPEC section 4). */
export function requestLanguage(request: Pick<RenderRequest, 'cookie' | 'acceptLanguage'>) {
  return (
    languageFromCookie(request.cookie) ??
    detectLanguage(null, acceptedLanguages(request.acceptLanguage))
  );
}
