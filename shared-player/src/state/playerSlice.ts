import { createSlice, rootReducer, type PayloadAction, type WithSlice } from '@btb/shared-store';
import type { PlayerTrack } from './playerTrack';
import { isSameTrack } from './queue';

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
  /** Premium listeners hear restricted tracks in full; set by the shell from the login session. */
  premium: boolean;
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
  premium: false,
};

/** SPEC section 4: volume stays within 0..1. */
export const clampVolume = (value: number) => Math.min(1, Math.max(0, value));

const slice = createSlice({
  name: 'player',
  initialState: initialPlayerState,
  reducers: {
    /** Command: play this track (toggles when it is the current one), remembering its queue. */
    play: {
      reducer(state, action: PayloadAction<{ track: PlayerTrack; queue: PlayerTrack[] }>) {
        const { track, queue } = action.payload;
        state.queue = queue.some((item) => isSameTrack(item, track)) ? queue : [track];
      },
      prepare(track: PlayerTrack, queue?: PlayerTrack[]) {
        return { payload: { track, queue: queue ?? [track] } };
      },
    },
    // Commands without a reducer of their own: the engine (listener middleware) carries them out.
    toggle() {},
    /** Command: play the current track if paused (Media Session "play"). */
    resume() {},
    /** Command: pause if playing (Media Session "pause"). */
    pause() {},
    next() {},
    previous() {},
    /** Command: jump to this position, in seconds. */
    seek(_state, _action: PayloadAction<number>) {},
    /** Command: jump forward (positive) or back (negative) by this many seconds. */
    seekBy(_state, _action: PayloadAction<number>) {},
    // Events reported by the engine.
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
    /** The browser refused to start playback without a user gesture: the track waits, paused. */
    autoplayRefused(state) {
      state.isLoading = false;
      state.isPlaying = false;
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
      // A value that is not a number (a broken slider, bad input) leaves the volume as it was.
      if (Number.isFinite(action.payload)) state.volume = clampVolume(action.payload);
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
    setPremium(state, action: PayloadAction<boolean>) {
      state.premium = action.payload;
    },
  },
  selectors: {
    selectPlayer: (state) => state,
    selectCurrentTrack: (state) => state.currentTrack,
    selectIsPlaying: (state) => state.isPlaying,
    selectQueue: (state) => state.queue,
    selectIsLoading: (state) => state.isLoading,
    selectShowSubscriptionPopup: (state) => state.showSubscriptionPopup,
  },
});

declare module '@btb/shared-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

/** Injected into the one root reducer when shared-player loads. */
export const playerSlice = slice.injectInto(rootReducer);
export const playerActions = slice.actions;
export const {
  selectPlayer,
  selectCurrentTrack,
  selectIsPlaying,
  selectQueue,
  selectIsLoading,
  selectShowSubscriptionPopup,
} = playerSlice.selectors;
