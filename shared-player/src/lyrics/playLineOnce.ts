import type { AppStore } from '@btb/shared-store';
import { readPlaybackClock } from '../engine/playbackClock';
import { playerActions, selectPlayer, type PlayerState } from '../state/playerSlice';

/** How often the clock is read: a line stops within this (times the speed) of its end. */
export const lineWatchMs = 20;
/** How long the song may take to start (stream URL, buffering) before the line is given up. */
export const lineStartLimitMs = 15_000;
/** Heard a little past the last word's end, so its last sound is not cut off. */
export const lineTailSeconds = 0.1;
/** After its own jump the watch waits this long before reading a far clock as the learner's seek. */
const seekSettleMs = 500;
/** Past the end by more than this (a throttled background tab aside), the song was moved on. */
const lateStopSeconds = 2;

export interface LineRequest {
  songId: number;
  start: number;
  end: number;
  /** Played at this speed (pitch kept by the engine), the learner's own speed restored after. */
  speed?: number;
  /** Starts the song when it is not the current track. */
  startSong?: () => void;
}

type PlayerStore = Pick<AppStore, 'dispatch' | 'getState'>;

/** The line playing now, so a new one (from any card) replaces it. */
let stopCurrent: (() => void) | null = null;

/**
 * Plays one line of a song and pauses at its end (issue 32's "Play this line" and "Slower"): starts
 * or resumes the song, jumps to the line, and watches the media element's clock. Stops watching,
 * without pausing, when the learner pauses, seeks elsewhere or changes the track. Returns the stop.
 */
export function playLineOnce(store: PlayerStore, request: LineRequest): () => void {
  stopCurrent?.();
  const { songId, start, speed, startSong } = request;
  const stopAt = request.end + lineTailSeconds;
  const player = (): PlayerState => selectPlayer(store.getState());
  const isCurrent = (state: PlayerState) =>
    state.currentTrack?.id === songId && !state.currentTrack.podcastFileName;
  const previousSpeed = player().speed;
  const began = Date.now();
  let playing = false;
  let askedToStart = false;
  let seekedAt = -Infinity;

  const jump = () => {
    store.dispatch(playerActions.seek(start));
    seekedAt = Date.now();
  };
  const stop = (pause: boolean) => {
    clearInterval(timer);
    if (stopCurrent === stopWatching) stopCurrent = null;
    if (pause) store.dispatch(playerActions.pause());
    // The learner's speed comes back, unless they chose another one meanwhile.
    if (speed !== undefined && player().speed === speed) {
      store.dispatch(playerActions.setSpeed(previousSpeed));
    }
  };
  const stopWatching = () => stop(false);

  const whileStarting = (state: PlayerState, time: number | undefined) => {
    if (Date.now() - began > lineStartLimitMs) return stop(false);
    if (!isCurrent(state)) {
      if (!startSong) return stop(false);
      if (!askedToStart) startSong();
      askedToStart = true;
      return;
    }
    if (state.isLoading) return;
    if (!state.isPlaying) {
      if (seekedAt < began) {
        jump();
        store.dispatch(playerActions.resume());
      }
      return;
    }
    if (time === undefined) return stop(false);
    // Playing: from the line's start (a song that was playing, or one that started elsewhere).
    if (seekedAt < began || time < start - 0.25 || time > start + 1) jump();
    playing = true;
  };

  const tick = () => {
    const state = player();
    const time = readPlaybackClock();
    if (!playing) return whileStarting(state, time);
    if (!isCurrent(state) || time === undefined || !state.isPlaying) return stop(false);
    // Far from the line: the learner went elsewhere (once the jump there has surely landed).
    if (time < start - 0.5 || time > stopAt + lateStopSeconds) {
      if (Date.now() - seekedAt > seekSettleMs) stop(false);
      return;
    }
    if (time >= stopAt) stop(true);
  };

  if (speed !== undefined) store.dispatch(playerActions.setSpeed(speed));
  const timer = setInterval(tick, lineWatchMs);
  stopCurrent = stopWatching;
  tick();
  return stopWatching;
}
