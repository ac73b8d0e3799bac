import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The override banner's strings, loaded with its code where this browser has overrides. */
export const overrideNamespace = 'override';
registerNamespace(overrideNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
