import type { Language } from '@btb/shared-contract';
import type { i18n as pageI18n } from '@btb/shared-i18n';
import type { PageMeta, RootState } from '@btb/shared-store';
import { headTags } from './headTags';

export interface PageHeadRequest {
  meta: PageMeta | undefined;
  params: Record<string, string | undefined>;
  state: RootState;
  status: number;
  language: Language;
  url: URL;
  origin: string;
  nonce: string;
  /** The request's i18next instance (the page's strings in its language). */
  i18n: typeof pageI18n;
  /** A page of one learner (a private route): `noindex`, whatever its meta says. */
  privatePage: boolean;
}

/**
 * The head tags of a server-rendered page from its meta, or '' when there is none (its remote is
 * left to the browser: the shell page's own title and description stay). A meta that throws is
 * logged and leaves the defaults too: never a 500 for a head.
 */
export function pageHeadFor(request: PageHeadRequest): string {
  if (!request.meta) return '';
  const t = request.i18n.getFixedT(request.language, 'common');
  try {
    const head = request.meta({
      state: request.state,
      params: request.params,
      searchParams: request.url.searchParams,
      language: request.language,
      origin: request.origin,
      t: (key, options) => t(key, options ?? {}),
    });
    return headTags({
      head: request.privatePage ? { ...head, noindex: true } : head,
      status: request.status,
      language: request.language,
      url: request.url,
      origin: request.origin,
      nonce: request.nonce,
      pageTitle: (title) => t('pageTitle', { title }),
      siteDescription: t('siteDescription'),
    });
  } catch (error) {
    console.warn('[render] the page head is left to the defaults:', error);
    return '';
  }
}
