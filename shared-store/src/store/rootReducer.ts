import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { dialogSlice } from '../dialogs/dialogSlice';
import { learningPairSlice } from '../learningPair/learningPairSlice';
import { toastSlice } from '../toasts/toastSlice';

/**
 * Slices injected after start-up (shared-player, remotes) declare themselves here by declaration
 * merging: `declare module '@btb/shared-store' { interface LazyLoadedSlices extends WithSlice<...> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** Slices every page has; remotes and shared-player inject theirs with `slice.injectInto`. */
export const rootReducer = combineSlices(
  baseApi,
  toastSlice,
  dialogSlice,
  learningPairSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();
