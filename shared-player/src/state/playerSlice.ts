import { createSlice, rootReducer, type PayloadAction, type WithSlice } from '@btb/shared-store';
import type { PlayerTrack } from './playerTrack';
import {
  clearAround,
  isSameTrack,
  makeQueue,
  moveBy,
  removeAt,
  shuffleUpcoming,
  unshuffle,
  type Queue,
  type RepeatMode,
} from './queue';
import type { QueueSource } from './queueSource';

export const defaultVolume = 1;
export const unmuteVolume = 0.7;
/** Learner speeds: 0.5× to 1.5× in steps of 0.25, pitch kept. */
export const playbackSpeeds = [0.5, 0.75, 1, 1.25, 1.5] as const;
export const isPlaybackSpeed = (value: unknown): value is number =>
  typeof value === 'number' && (playbackSpeeds as readonly number[]).includes(value);

export interface PlayerState {
  currentTrack: PlayerTrack | null;
  /** The queue in play order (see `Queue` for the parallel fields). */
  queue: PlayerTrack[];
  queueKeys: number[];
  queueIndex: number;
  /** The order to go back to while shuffle is on; null when shuffle is off. */
  unshuffledKeys: number[] | null;
  queueSource: QueueSource | null;
  repeat: RepeatMode;
  /** The subscription offer shows once per queue; set when it has. */
  offerShownInQueue: boolean;
  speed: number;
  /** The lyric line played over and over (seconds); null when looping is off. */
  loopLine: { start: number; end: number } | null;
  /** When the sleep timer fades out and pauses: a time (ms since epoch) or the track's end. */
  sleepTimer: { endsAt: number } | 'endOfTrack' | null;
  isPlaying: boolean;
  isLoading: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  showSubscriptionPopup: boolean;
  /** Premium listeners hear restricted tracks in full; set by the shell from the login session. */
  premium: boolean;
  /** A queue asked for the now-playing view (the review mix); the bar opens it and clears this. */
  nowPlayingRequested: boolean;
}

export const initialPlayerState: PlayerState = {
  currentTrack: null,
  queue: [],
  queueKeys: [],
  queueIndex: -1,
  unshuffledKeys: null,
  queueSource: null,
  repeat: 'off',
  offerShownInQueue: false,
  speed: 1,
  loopLine: null,
  sleepTimer: null,
  isPlaying: false,
  isLoading: false,
  currentTime: 0,
  duration: 0,
  volume: defaultVolume,
  showSubscriptionPopup: false,
  premium: false,
  nowPlayingRequested: false,
};

/** SPEC section 4: volume stays within 0..1. */
export const clampVolume = (value: number) => Math.min(1, Math.max(0, value));

/** The queue fields of the state as one `Queue`. */
export const queueOf = (state: PlayerState): Queue => ({
  tracks: state.queue,
  keys: state.queueKeys,
  index: state.queueIndex,
  unshuffledKeys: state.unshuffledKeys,
});

function setQueue(state: PlayerState, queue: Queue) {
  state.queue = queue.tracks;
  state.queueKeys = queue.keys;
  state.queueIndex = queue.index;
  state.unshuffledKeys = queue.unshuffledKeys;
}

function startQueue(state: PlayerState, queue: Queue, source: QueueSource | null) {
  setQueue(state, queue);
  state.queueSource = source;
  state.offerShownInQueue = false;
}

export interface RestoredPlayer {
  queue: Queue;
  source: QueueSource | null;
  position: number;
  /** 0 when unknown. */
  duration: number;
  repeat: RepeatMode;
  speed: number;
}

const slice = createSlice({
  name: 'player',
  initialState: initialPlayerState,
  reducers: {
    /**
     * Command: play this track (toggles when it is the current one), with its list as the queue.
     * Toggling the current track keeps the queue it plays in.
     */
    play: {
      reducer(
        state,
        action: PayloadAction<{
          track: PlayerTrack;
          queue: PlayerTrack[];
          source: QueueSource | null;
        }>,
      ) {
        const { track, queue, source } = action.payload;
        if (isSameTrack(state.currentTrack, track) && state.queue.length) return;
        const start = queue.findIndex((item) => isSameTrack(item, track));
        startQueue(state, start < 0 ? makeQueue([track]) : makeQueue(queue, start), source);
      },
      prepare(track: PlayerTrack, queue?: PlayerTrack[], source?: QueueSource) {
        return { payload: { track, queue: queue ?? [track], source: source ?? null } };
      },
    },
    /** Command: play these tracks from the first one, as a queue from `source`. */
    playAll: {
      reducer(state, action: PayloadAction<{ tracks: PlayerTrack[]; source: QueueSource }>) {
        if (!action.payload.tracks.length) return;
        startQueue(state, makeQueue(action.payload.tracks), action.payload.source);
      },
      prepare(tracks: PlayerTrack[], source: QueueSource) {
        return { payload: { tracks, source } };
      },
    },
    /** Command: play the queue entry at this position (the engine loads it). */
    jumpTo(state, action: PayloadAction<number>) {
      const position = action.payload;
      if (Number.isInteger(position) && position >= 0 && position < state.queue.length) {
        state.queueIndex = position;
      }
    },
    removeFromQueue(state, action: PayloadAction<number>) {
      setQueue(state, removeAt(queueOf(state), action.payload));
    },
    moveInQueue(state, action: PayloadAction<{ position: number; step: -1 | 1 }>) {
      setQueue(state, moveBy(queueOf(state), action.payload.position, action.payload.step));
    },
    clearQueue(state) {
      setQueue(state, clearAround(queueOf(state)));
    },
    /** Off, then all, then one. */
    cycleRepeat(state) {
      state.repeat = state.repeat === 'off' ? 'all' : state.repeat === 'all' ? 'one' : 'off';
    },
    /** Shuffles what is left, or restores the order from before. */
    toggleShuffle: {
      reducer(state, action: PayloadAction<number>) {
        const queue = queueOf(state);
        setQueue(
          state,
          queue.unshuffledKeys ? unshuffle(queue) : shuffleUpcoming(queue, action.payload),
        );
      },
      prepare(seed?: number) {
        return { payload: seed ?? Math.random() };
      },
    },
    /** Loops the line from `start` to `end` seconds until turned off (null). */
    setLoopLine(state, action: PayloadAction<{ start: number; end: number } | null>) {
      const range = action.payload;
      state.loopLine =
        range && Number.isFinite(range.start) && range.end > range.start ? range : null;
    },
    /** Minutes from now, the end of the track, or off (null). */
    setSleepTimer: {
      reducer(state, action: PayloadAction<{ endsAt: number } | 'endOfTrack' | null>) {
        state.sleepTimer = action.payload;
      },
      prepare(minutes: number | 'endOfTrack' | null) {
        return {
          payload:
            typeof minutes === 'number' ? { endsAt: Date.now() + minutes * 60_000 } : minutes,
        };
      },
    },
    /** Command: the sleep timer ran out; the engine fades out and pauses. */
    sleepNow(state) {
      state.sleepTimer = null;
    },
    setSpeed(state, action: PayloadAction<number>) {
      if (isPlaybackSpeed(action.payload)) state.speed = action.payload;
    },
    /** After a reload: the stored queue is back, its track paused at its position. */
    restored(state, action: PayloadAction<RestoredPlayer>) {
      const { queue, source, position, duration, repeat, speed } = action.payload;
      const track = queue.tracks[queue.index];
      if (!track) return;
      startQueue(state, queue, source);
      state.currentTrack = track;
      state.currentTime = position;
      state.duration = duration || track.duration || 0;
      state.repeat = repeat;
      if (isPlaybackSpeed(speed)) state.speed = speed;
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
      state.loopLine = null;
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
    /** The track played to its end (not a preview cut at 20 s); reported before the queue moves on. */
    heardToEnd(_state, _action: PayloadAction<PlayerTrack>) {},
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
    /** In a queue the preview just ends: the offer shows once per queue, the queue moves on. */
    previewEndedInQueue(state) {
      if (state.offerShownInQueue) return;
      state.offerShownInQueue = true;
      state.showSubscriptionPopup = true;
    },
    /** The stream broke mid-track (network, expired URL): loading again at the same position. */
    reconnecting(state) {
      state.isLoading = true;
    },
    closeSubscriptionPopup(state) {
      state.showSubscriptionPopup = false;
    },
    /** Command: open the now-playing view (a hands-free queue shows its lyrics at once). */
    requestNowPlaying(state) {
      state.nowPlayingRequested = true;
    },
    nowPlayingOpened(state) {
      state.nowPlayingRequested = false;
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
    selectQueueIndex: (state) => state.queueIndex,
    selectQueueSource: (state) => state.queueSource,
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
  selectQueueIndex,
  selectQueueSource,
  selectIsLoading,
  selectShowSubscriptionPopup,
} = playerSlice.selectors;
