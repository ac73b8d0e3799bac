import { browserStorageKeys, cookieValue } from '@btb/shared-contract';
import { languageFromCookie } from '@btb/shared-i18n';
import { learningPairFromCookie } from '@btb/shared-store';
import { consentFromCookie } from '@btb/shared-frame';
import type { PageVariantOf } from '@btb/platform/renderContract';
import { requestLanguage } from './requestLanguage';

/** Cookies that make a page the visitor's own: their login, their dev-server remotes. */
const ownPageCookies = [browserStorageKeys.sessionCookie, browserStorageKeys.remoteOverridesCookie];

/**
 * Everything `renderPage` reads of a request besides its URL and remote map, so two requests with
 * the same variant get the same HTML: the page's language, whether it was saved, the pair and the
 * consent. Each is read as the render reads it, so a malformed cookie is the variant of no cookie.
 */
export const pageVariantOf: PageVariantOf = async (request) => {
  if (ownPageCookies.some((name) => cookieValue(request.cookie, name) !== null)) return null;
  return [
    requestLanguage(request),
    languageFromCookie(request.cookie) !== null ? 'saved' : 'asked',
    learningPairFromCookie(request.cookie) ?? '-',
    consentFromCookie(request.cookie) ?? '-',
  ].join('|');
};
