import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

/** The frame's strings: footer, contact and imprint, login, consent banner, quiz-code dialog. */
export const frameNamespace = 'frame';
registerNamespace(frameNamespace, { en, de: () => import('./locales/de.json') });
