import { registerNamespace, type useTranslation } from '@btb/shared-i18n';
import en from './locales/en.json';
import de from './locales/de.json';

export const searchNamespace = 'search';
registerNamespace(searchNamespace, { en, de });

/** mf-search's `t`, handed from the results table to its rows. */
export type SearchTranslate = ReturnType<typeof useTranslation<typeof searchNamespace>>['t'];
