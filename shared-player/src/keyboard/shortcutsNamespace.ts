import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The keyboard shortcuts' strings, loaded with the track controls and the shortcuts dialog. */
export const shortcutsNamespace = 'shortcuts';
registerNamespace(shortcutsNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
