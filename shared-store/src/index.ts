export { makeStore, type AppStore, type AppDispatch, type RootState } from './store/makeStore';
export { rootReducer, type LazyLoadedSlices } from './store/rootReducer';
export { listenerMiddleware } from './store/listenerMiddleware';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { StoreProvider } from './store/StoreProvider';
export { baseApi, hydrateApi, type ApiArgs, type ApiQueryError } from './api/baseApi';
export { apiEnvironmentOf, type ApiEnvironment } from './api/apiEnvironment';
export type { PagePrefetch, PrefetchContext } from './api/pagePrefetch';
export { apiRequest, type ApiRequestOptions } from './api/apiRequest';
// The API's paths (written once, in the contract) reach the browser's packages through this
// singleton, so a page carries one copy of the table rather than one per federated bundle.
export { apiRoutes } from '@btb/shared-contract';
export { HttpError } from './api/httpError';
export {
  toastSlice,
  showToast,
  dismissToast,
  selectCurrentToast,
  type Toast,
  type ToastVariant,
} from './toasts/toastSlice';
export {
  dialogSlice,
  openDialog,
  closeDialog,
  selectOpenDialog,
  type SiteDialog,
} from './dialogs/dialogSlice';
export { readStored, writeStored, removeStored } from './storage/browserStorage';
export {
  engagementApi,
  useLikeSongMutation,
  useCountPlayMutation,
  useCountViewMutation,
} from './engagement/engagementApi';
export { readLikedSongs, rememberLikedSong } from './engagement/likedSongs';
export {
  playCooldownMs,
  remainingCooldownMs,
  recordPlay,
  readPlayTimestamps,
} from './engagement/playCooldown';
export { usePlayCooldown } from './engagement/usePlayCooldown';
export { useCountPlay } from './engagement/useCountPlay';
export { useLikeSong } from './engagement/useLikeSong';
// Registers the listener that says why a like or play was not counted.
import './engagement/engagementToasts';
export { formatCount, formatDecimal } from './engagement/formatNumbers';
// The Redux Toolkit API the other packages use. Only this package is shared, so the page carries
// one copy of Redux Toolkit, cut down to these parts (the library shared whole was twice the size).
export {
  createSlice,
  isAnyOf,
  type Dispatch,
  type PayloadAction,
  type SliceCaseReducers,
  type WithSlice,
} from '@reduxjs/toolkit';
export { skipToken } from '@reduxjs/toolkit/query/react';
export { publishNavBadge, useNavBadge, type NavBadgeId } from './navBadges/navBadges';
export {
  learningPairRestored,
  selectLearningPair,
  selectLearningSubject,
} from './learningPair/learningPairSlice';
export { chooseLearningPair, useLearningPair } from './learningPair/useLearningPair';
export {
  learningPairFromCookie,
  reconcileLearningPair,
  writeLearningPair,
} from './learningPair/learningPairStorage';
export type { PageHead, PageMeta, PageMetaContext } from './pageMeta/pageMeta';
export { publishCurrentPage, onCurrentPage, type CurrentPage } from './pageMeta/currentPage';
export { trimDescription } from './pageMeta/trimDescription';
