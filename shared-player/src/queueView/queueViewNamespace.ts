import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The queue dialog's strings, loaded with its code when it first opens. */
export const queueViewNamespace = 'queueView';
registerNamespace(queueViewNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
