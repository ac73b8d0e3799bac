import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The "Continue" tiles' strings, loaded with their code for a learner with a chosen pair. */
export const continueNamespace = 'continueRow';
registerNamespace(continueNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
