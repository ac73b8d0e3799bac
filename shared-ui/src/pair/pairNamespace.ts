import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** Texts about language pairs: the languages' names, the marker of another pair's song. */
export const pairNamespace = 'pair';
registerNamespace(pairNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
