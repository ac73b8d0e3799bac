import Negotiator from 'negotiator';
import { languageFromCookie, supportedLanguages, type Language } from '@btb/shared-i18n';
import type { RenderRequest } from './renderContract';

/**
 * The saved choice (cookie), else the first supported language `Accept-Language` asks for (by
 * weight; `de-AT` is German), else English (SPEC section 4).
 */
export function requestLanguage(
  request: Pick<RenderRequest, 'cookie' | 'acceptLanguage'>,
): Language {
  const saved = languageFromCookie(request.cookie);
  if (saved) return saved;
  const headers = { 'accept-language': request.acceptLanguage ?? '' };
  const [accepted] = new Negotiator({ headers }).languages([...supportedLanguages]);
  return accepted === 'de' ? 'de' : 'en';
}
