import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The subscription offer's strings, loaded with its dialog when it first opens. */
export const subscriptionNamespace = 'subscription';
registerNamespace(subscriptionNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
