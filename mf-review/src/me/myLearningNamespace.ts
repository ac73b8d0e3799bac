import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';

export const myLearningNamespace = 'myLearning';
registerNamespace(myLearningNamespace, {
  en,
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
});
