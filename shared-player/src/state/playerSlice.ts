import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@btb/shared-store';
import type { PlayerTrack } from './playerTrack';

export const defaultVolume = 1;
export const unmuteVolume = 0.7;

export interface PlayerState {
  currentTrack: PlayerTrack | null;
  queue: PlayerTrack[];
  isPlaying: boolean;
  isLoading: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  showSubscriptionPopup: boolean;
}

export const initialPlayerState: PlayerState = {
  currentTrack: null,
  queue: [],
  isPlaying: false,
  isLoading: false,
  currentTime: 0,
  duration: 0,
  volume: defaultVolume,
  showSubscriptionPopup: false,
};

const clampVolume = (value: number) =>
  Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 1;

const slice = createSlice({
  name: 'player',
  initialState: initialPlayerState,
  reducers: {
    /** Command: play this track (toggles when it is the current one), remembering its queue. */
    play: {
      reducer(state, action: PayloadAction<{ track: PlayerTrack; queue: PlayerTrack[] }>) {
        const { track, queue } = action.payload;
        state.queue = queue.some((item) => item.id === track.id) ? queue : [track];
      },
      prepare(track: PlayerTrack, queue?: PlayerTrack[]) {
        return { payload: { track, queue: queue ?? [track] } };
      },
    },
    toggle() {},
    next() {},
    previous() {},
    seek(_state, _action: PayloadAction<number>) {},
    trackSelected(state, action: PayloadAction<PlayerTrack>) {
      state.currentTrack = action.payload;
      state.isPlaying = false;
      state.isLoading = true;
      state.currentTime = 0;
      state.duration = action.payload.duration ?? 0;
    },
    playing(state) {
      state.isPlaying = true;
      state.isLoading = false;
    },
    paused(state) {
      state.isPlaying = false;
    },
    loadingEnded(state) {
      state.isLoading = false;
    },
    failed(state) {
      state.isLoading = false;
      state.isPlaying = false;
    },
    ended(state) {
      state.isPlaying = false;
      state.currentTime = 0;
    },
    timeUpdated(state, action: PayloadAction<number>) {
      state.currentTime = action.payload;
    },
    durationKnown(state, action: PayloadAction<number>) {
      if (Number.isFinite(action.payload) && action.payload > 0) state.duration = action.payload;
    },
    setVolume(state, action: PayloadAction<number>) {
      state.volume = clampVolume(action.payload);
    },
    toggleMute(state) {
      state.volume = state.volume === 0 ? unmuteVolume : 0;
    },
    previewLimitReached(state) {
      state.isPlaying = false;
      state.showSubscriptionPopup = true;
    },
    closeSubscriptionPopup(state) {
      state.showSubscriptionPopup = false;
    },
  },
  selectors: {
    selectPlayer: (state) => state,
    selectCurrentTrack: (state) => state.currentTrack,
    selectIsPlaying: (state) => state.isPlaying,
    selectQueue: (state) => state.queue,
  },
});

declare module '@btb/shared-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Injected into the one root reducer when shared-player loads. */
export const playerSlice = slice.injectInto(rootReducer);
export const playerActions = slice.actions;
export const { selectPlayer, selectCurrentTrack, selectIsPlaying, selectQueue } =
  playerSlice.selectors;
