import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

export const shellNamespace = 'shell';
registerNamespace(shellNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
