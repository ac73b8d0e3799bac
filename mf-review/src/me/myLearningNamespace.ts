import { registerNamespace } from '@btb/shared-i18n';
import en from './locales/en.json';
import de from './locales/de.json';

export const myLearningNamespace = 'myLearning';
registerNamespace(myLearningNamespace, { en, de });
