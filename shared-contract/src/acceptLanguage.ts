import Negotiator from 'negotiator';
import { isLanguage, uiLanguages, type Language } from './languages';

/**
 * The site's language an `Accept-Language` header prefers, by weight (`es-MX` is Spanish, `fr, en;
 * q=0.5, es;q=0.8` is Spanish), or null when it asks for none of them. For servers only (its own
 * entry, `@btb/shared-contract/acceptLanguage`): the page's renderer and the API choose alike.
 */
export function acceptedLanguage(header: string | undefined): Language | null {
  const headers = { 'accept-language': header ?? '' };
  const [accepted] = new Negotiator({ headers }).languages([...uiLanguages]);
  return isLanguage(accepted) ? accepted : null;
}
