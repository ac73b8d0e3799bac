import { registerNamespace } from '@btb/shared-i18n';
import en from '../locales/en.json';
import de from '../locales/de.json';

/** Texts of the flashcard UI the quiz and the review page share. */
export const flashcardNamespace = 'flashcard';
registerNamespace(flashcardNamespace, { en, de });
