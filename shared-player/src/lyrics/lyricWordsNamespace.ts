import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The word card's strings (a word of the lyrics), loaded with its code when a learner opens one. */
export const lyricWordsNamespace = 'lyricWords';
registerNamespace(lyricWordsNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
