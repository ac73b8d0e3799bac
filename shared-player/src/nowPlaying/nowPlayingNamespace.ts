import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The now-playing view's strings, loaded with its code when it first opens. */
export const nowPlayingNamespace = 'nowPlaying';
registerNamespace(nowPlayingNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
