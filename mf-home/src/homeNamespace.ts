import { registerNamespace, type useTranslation } from '@btb/shared-i18n';
import en from './locales/en.json';
import de from './locales/de.json';

export const homeNamespace = 'home';
registerNamespace(homeNamespace, { en, de });

/** mf-home's `t`, handed from a row to its cards. */
export type HomeTranslate = ReturnType<typeof useTranslation<typeof homeNamespace>>['t'];
