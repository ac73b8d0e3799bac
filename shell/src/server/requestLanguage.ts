import { acceptedLanguage } from '@btb/shared-contract/acceptLanguage';
import { languageFromCookie, languageFromUrl, type Language } from '@btb/shared-i18n';
import type { RenderRequest } from '@btb/platform/renderContract';

/**
 * The saved choice (cookie) first: a shared link does not take over a visitor's language (issue
 * 67). Else the URL's `?lang=en|de|es` (issue 36: a link in a language opens a first visit and a
 * crawler in it), else the first supported language `Accept-Language` asks for (by weight; `de-AT`
 * is German), else English (SPEC section 4).
 */
export function requestLanguage(
  request: Pick<RenderRequest, 'cookie' | 'acceptLanguage'> & { url?: string },
): Language {
  const saved = languageFromCookie(request.cookie);
  if (saved) return saved;
  const linked = request.url
    ? languageFromUrl(new URL(request.url, 'http://site.invalid').search)
    : null;
  if (linked) return linked;
  return acceptedLanguage(request.acceptLanguage) ?? 'en';
}
