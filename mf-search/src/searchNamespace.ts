import { registerNamespace, type Translate } from '@btb/shared-i18n';
import en from './locales/en.json';

export const searchNamespace = 'search';
registerNamespace(searchNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});

/** mf-search's `t`, handed from the results table to its rows. */
export type SearchTranslate = Translate<typeof searchNamespace>;
