import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The consent banner's and the privacy page's strings, in their own namespace. */
export const privacyNamespace = 'privacy';
registerNamespace(privacyNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
