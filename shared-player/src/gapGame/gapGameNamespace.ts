import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The fill-the-gap game's strings, loaded with its code when a learner opens it. */
export const gapGameNamespace = 'gapGame';
registerNamespace(gapGameNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
