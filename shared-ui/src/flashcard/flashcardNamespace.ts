import { registerNamespace } from '@btb/shared-i18n';
import en from '../locales/en.json';

/** Texts of the flashcard UI the quiz and the review page share. */
export const flashcardNamespace = 'flashcard';
registerNamespace(flashcardNamespace, {
  en,
  de: () => import('../locales/de.json'),
  es: () => import('../locales/es.json'),
});
