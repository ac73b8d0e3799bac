import type { useTranslation as useTranslationOf } from 'react-i18next';

/**
 * Components translate with react-i18next's `useTranslation`, re-exported here so that every
 * remote reaches it through the `shared-i18n` singleton (one React context, one instance). The
 * instance is the page's (`i18n`), or the one the server renderer made for the request, given by
 * `I18nProvider`'s `instance`. Suspense is off (every namespace is registered before its components
 * render), a namespace list looks a key up in each namespace in turn (`nsMode: 'fallback'`), and a
 * language change, also to the language already shown (strings of a remote loaded later), renders
 * the page again.
 */
export { useTranslation } from 'react-i18next';

/** A namespace's `t`, for a list that translates once and hands it to its rows. */
export type Translate<Namespace extends string> = ReturnType<
  typeof useTranslationOf<Namespace>
>['t'];
