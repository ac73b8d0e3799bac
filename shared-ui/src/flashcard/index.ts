/*
 * The flashcard UI the quiz and the review page share: its own entry (`@btb/shared-ui/flashcard`),
 * not the singleton's index, so pages without cards (home, search, song) do not load it.
 */
export { Flashcard, type FlashcardFaces } from './Flashcard';
export { AnswerButtons } from './AnswerButtons';
export { ShowAnswerButton } from './ShowAnswerButton';
export { KeyboardHint } from './KeyboardHint';
export { FlashcardProgress } from './FlashcardProgress';
export {
  useFlashcardKeyboard,
  type FlashcardKeyAction,
  type FlashcardKeyboardOptions,
} from './useFlashcardKeyboard';
export { useFocusOnMount } from './useFocusOnMount';
