import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The login form's and dialog's strings, loaded with their code (not with every page). */
export const loginNamespace = 'login';
registerNamespace(loginNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
