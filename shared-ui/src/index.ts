export { theme, type Theme } from './theme/theme';
export { Button, IconButton } from './primitives/Button';
export { PageContainer, PageHeading, Card, VisuallyHidden } from './primitives/layout';
export { Skeleton } from './primitives/Skeleton';
export { Spinner } from './primitives/Spinner';
export { Field, FieldLabel, TextInput, SelectInput } from './form/fieldStyles';
export { Dialog, type DialogProps } from './dialog/Dialog';
export { Toaster } from './toast/Toaster';
export { LanguageSelect } from './language/LanguageSelect';
export { AppProviders } from './app/AppProviders';
export { createApp, type AppOptions } from './app/createApp';
export { hydrateApart } from './app/hydrateApart';
export { useGoBack } from './navigation/useGoBack';
export { NotFoundPage } from './pages/NotFoundPage';
export { SvgIcon, type SvgIconProps } from './icons/SvgIcon';
export { Flashcard, type FlashcardFaces } from './flashcard/Flashcard';
export { AnswerButtons } from './flashcard/AnswerButtons';
export { ShowAnswerButton } from './flashcard/ShowAnswerButton';
export { KeyboardHint } from './flashcard/KeyboardHint';
export { FlashcardProgress } from './flashcard/FlashcardProgress';
export {
  useFlashcardKeyboard,
  type FlashcardKeyAction,
  type FlashcardKeyboardOptions,
} from './flashcard/useFlashcardKeyboard';
export { useFocusOnMount } from './flashcard/useFocusOnMount';
export { saveJsonFile } from './files/saveJsonFile';
export { PairMarker } from './pair/PairMarker';
export { pairNamespace } from './pair/pairNamespace';
export { usePageMeta } from './pageMeta/usePageMeta';
export { notFoundMeta } from './pages/notFoundMeta';
