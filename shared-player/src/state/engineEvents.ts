import type { PayloadAction, SliceCaseReducers } from '@btb/shared-store';
import type { PlayerTrack } from './playerTrack';
import { clampVolume, unmuteVolume, type PlayerState } from './playerState';

/**
 * Commands the engine (listener middleware) carries out, with no reducer of their own, and the
 * events it reports back, with the settings the bar changes directly (volume, the offer, premium).
 */
export const engineReducers = {
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
} satisfies SliceCaseReducers<PlayerState>;
