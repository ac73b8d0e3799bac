import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/**
 * The frame's strings: footer, consent banner, quiz-code dialog. The login form's and the footer
 * dialogs' strings load with their code (loginNamespace, footerDialogsNamespace).
 */
export const frameNamespace = 'frame';
registerNamespace(frameNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
