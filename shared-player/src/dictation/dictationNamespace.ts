import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** Listen and write's strings, loaded with its code when a learner opens it. */
export const dictationNamespace = 'dictation';
registerNamespace(dictationNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
