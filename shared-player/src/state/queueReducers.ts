import type { PayloadAction, SliceCaseReducers } from '@btb/shared-store';
import type { PlayerTrack } from './playerTrack';
import {
  clearAround,
  isSameTrack,
  makeQueue,
  moveBy,
  removeAt,
  shuffleUpcoming,
  unshuffle,
} from './queue';
import type { QueueSource } from './queueSource';
import {
  isPlaybackSpeed,
  queueOf,
  setQueue,
  startQueue,
  type PlayerState,
  type RestoredPlayer,
} from './playerState';

/** The listener's commands that change what plays and how: the queue, repeat, loop, sleep, speed. */
export const queueReducers = {
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
        payload: typeof minutes === 'number' ? { endsAt: Date.now() + minutes * 60_000 } : minutes,
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
} satisfies SliceCaseReducers<PlayerState>;
