import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** Texts of the "I speak … / I learn …" chooser and its nav button. */
export const learningPairNamespace = 'learningPair';
registerNamespace(learningPairNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
