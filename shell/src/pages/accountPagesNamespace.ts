import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The login and e-mail confirmation pages' strings, loaded with their code (not with every page). */
export const accountPagesNamespace = 'accountPages';
registerNamespace(accountPagesNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
