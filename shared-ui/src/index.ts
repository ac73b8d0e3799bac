export { theme, type Theme } from './theme/theme';
export { Button, IconButton, RoundButton } from './primitives/Button';
export {
  PageContainer,
  PageHeading,
  Card,
  VisuallyHidden,
  Stack,
  MutedText,
  SpreadRow,
} from './primitives/layout';
export { Skeleton } from './primitives/Skeleton';
export { Spinner } from './primitives/Spinner';
export { Field, FieldLabel, TextInput, SelectInput } from './form/fieldStyles';
export { Dialog, type DialogProps } from './dialog/Dialog';
export { Toaster } from './toast/Toaster';
export { LanguageSelect } from './language/LanguageSelect';
export { AppProviders } from './app/AppProviders';
export { createApp, type AppOptions } from './app/createApp';
export { hydrateApart, partCommittedEvent } from './app/hydrateApart';
export { NotFoundPage } from './pages/NotFoundPage';
export { SvgIcon, type SvgIconProps } from './icons/SvgIcon';
export { PairMarker } from './pair/PairMarker';
export { pairNamespace } from './pair/pairNamespace';
export { usePageMeta } from './pageMeta/usePageMeta';
export { notFoundMeta } from './pages/notFoundMeta';
