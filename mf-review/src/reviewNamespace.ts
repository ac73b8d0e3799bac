import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

export const reviewNamespace = 'review';
registerNamespace(reviewNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
