import type { PlayerTrack } from './playerTrack';
import type { Queue, RepeatMode } from './queue';
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
  /** Sing along: songs stream as their instrumentals (see singAlongReducers). */
  singAlong: boolean;
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
  singAlong: false,
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

export function setQueue(state: PlayerState, queue: Queue) {
  state.queue = queue.tracks;
  state.queueKeys = queue.keys;
  state.queueIndex = queue.index;
  state.unshuffledKeys = queue.unshuffledKeys;
}

export function startQueue(state: PlayerState, queue: Queue, source: QueueSource | null) {
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
