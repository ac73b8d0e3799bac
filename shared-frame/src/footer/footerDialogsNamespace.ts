import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The contact and imprint dialogs' strings, loaded with their code when one opens. */
export const footerDialogsNamespace = 'footerDialogs';
registerNamespace(footerDialogsNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
