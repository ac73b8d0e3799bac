import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The deployments page's strings, loaded with its code (not with every page). */
export const deploymentsNamespace = 'deployments';
registerNamespace(deploymentsNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
