import { registerNamespace, type Translate } from '@btb/shared-i18n';
import en from './locales/en.json';

export const homeNamespace = 'home';
registerNamespace(homeNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});

/** mf-home's `t`, handed from a row to its cards. */
export type HomeTranslate = Translate<typeof homeNamespace>;
