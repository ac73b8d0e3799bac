import type { Dispatch } from '@btb/shared-store';
import { playerActions, queueOf, type PlayerState } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { isSameTrack, nextIndex, previousIndex } from '../state/queue';
import { countAutoPlay } from './countAutoPlay';
import {
  delay,
  previewLimitSeconds,
  sleepFadeMs,
  restartThresholdSeconds,
  type PlayerEngineOptions,
} from './engineSettings';
import { fetchStreamUrl as fetchFromApi } from './fetchStreamUrl';
import type { MediaElementLike } from './MediaElementLike';
import { MediaEvents, previewApplies } from './MediaEvents';
import { TrackStream } from './TrackStream';
import { nextPlayableOffline } from '../offline/offlineQueue';
import { NotAvailableOfflineError } from '../offline/savedStream';
import { showToast } from '@btb/shared-store';
import { i18n } from '@btb/shared-i18n';
import { playerNamespace } from '../playerNamespace';

/**
 * Drives the one media element through every transition of SPEC section 4 "Player state" and reports
 * what happens to the store. Commands reach it through the listener middleware (engineCommands.ts);
 * loading and resuming the stream is TrackStream's, what the element reports MediaEvents'.
 */
export class PlayerEngine {
  private readonly media: MediaElementLike;
  private readonly dispatch: Dispatch;
  private readonly getState: () => PlayerState;
  private readonly log: NonNullable<PlayerEngineOptions['log']>;
  private readonly countAutoPlay: NonNullable<PlayerEngineOptions['countAutoPlay']>;
  private readonly stream: TrackStream;
  private readonly events: MediaEvents;

  constructor(options: PlayerEngineOptions) {
    this.media = options.media;
    this.dispatch = options.dispatch;
    this.getState = options.getState;
    this.log = options.log ?? ((message, error) => console.error(message, error));
    this.countAutoPlay = options.countAutoPlay ?? ((track) => countAutoPlay(track, this.log));
    this.stream = new TrackStream({
      media: this.media,
      dispatch: this.dispatch,
      getState: this.getState,
      fetchStreamUrl: options.fetchStreamUrl ?? fetchFromApi,
      log: this.log,
      onUnavailable: (track) => this.skipUnavailable(track),
      onSingAlongUnavailable: (error) => this.singAlongUnavailable(error),
    });
    this.events = new MediaEvents({
      media: this.media,
      dispatch: this.dispatch,
      getState: this.getState,
      stream: this.stream,
      log: this.log,
      countAutoPlay: this.countAutoPlay,
    });
  }

  /** Listens to the media element; returns the function that stops it and cancels any load. */
  attach(): () => void {
    const handlers = this.events.handlers();
    for (const [type, handler] of handlers) this.media.addEventListener(type, handler);
    this.media.volume = this.getState().volume;
    this.applySpeed();
    return () => {
      for (const [type, handler] of handlers) this.media.removeEventListener(type, handler);
      this.stream.cancel();
    };
  }

  /** `play(track)`: the current track toggles, any other one is loaded and started. */
  select(track: PlayerTrack): Promise<void> {
    if (isSameTrack(this.getState().currentTrack, track)) {
      this.toggle();
      return Promise.resolve();
    }
    return this.load(track);
  }

  /** Loads `track` and starts it, from `startAt` seconds (a restored position) or the start. */
  load(track: PlayerTrack, startAt = 0): Promise<void> {
    return this.stream.load(track, startAt);
  }

  /** Plays the queue entry the state names as current (after `playAll` or `jumpTo`). */
  loadQueueEntry(): Promise<void> {
    const { queue, queueIndex } = this.getState();
    const track = queue[queueIndex];
    return track ? this.load(track) : Promise.resolve();
  }

  toggle(): void {
    if (this.media.paused) this.resume();
    else this.pause();
  }

  resume(): void {
    const { currentTrack, isLoading } = this.getState();
    if (!currentTrack || isLoading || !this.media.paused) return;
    if (!this.stream.url) {
      // The stream URL never arrived, the audio failed, or the track was restored after a reload:
      // ask again, and go on where the bar shows.
      void this.load(currentTrack, this.getState().currentTime);
      return;
    }
    // After the preview ran out, play means hearing the preview again from the start.
    if (
      previewApplies(currentTrack, this.getState()) &&
      this.media.currentTime >= previewLimitSeconds
    ) {
      this.media.currentTime = 0;
    }
    void this.stream.playCurrent();
  }

  pause(): void {
    if (!this.media.paused) this.media.pause();
    if (this.getState().isPlaying) this.dispatch(playerActions.paused());
  }

  seek(seconds: number): void {
    const { currentTrack, isLoading } = this.getState();
    if (!currentTrack || !Number.isFinite(seconds)) return;
    if (!this.stream.url) {
      // A track restored after a reload, not loaded yet: it will start where the seek says.
      if (!isLoading) this.dispatch(playerActions.timeUpdated(Math.max(0, seconds)));
      return;
    }
    const end = Number.isFinite(this.media.duration) ? this.media.duration : Infinity;
    const target = Math.min(end, Math.max(0, seconds));
    this.media.currentTime = target;
    this.dispatch(playerActions.timeUpdated(target));
  }

  seekBy(seconds: number): void {
    this.seek(this.media.currentTime + seconds);
  }

  next(): void {
    const state = this.getState();
    const next = nextIndex(queueOf(state), state.repeat, false);
    if (next !== undefined) this.dispatch(playerActions.jumpTo(next));
  }

  /**
   * Offline, a track that is not saved cannot start: the queue goes on with the next saved entry,
   * or stops with a note saying the track is not available offline.
   */
  private skipUnavailable(track: PlayerTrack): void {
    const state = this.getState();
    const next = nextPlayableOffline(queueOf(state), state.repeat);
    if (next !== undefined && next !== state.queueIndex) {
      this.dispatch(playerActions.jumpTo(next));
      return;
    }
    this.dispatch(
      showToast({
        title: i18n.t('offline.notAvailable', { ns: playerNamespace }),
        description: i18n.t('offline.notAvailableToast', {
          ns: playerNamespace,
          title: track.title,
        }),
      }),
    );
  }

  /** Sing along switched on or off: the current song goes on from the other file; podcasts ignore it. */
  switchSingAlong(): Promise<void> {
    const track = this.getState().currentTrack;
    if (!track || track.podcastFileName) return Promise.resolve();
    return this.stream.switchPart(track);
  }

  /** The song plays with the voice after all; the switch shows off and a note says why. */
  private singAlongUnavailable(error: unknown): void {
    const offline = error instanceof NotAvailableOfflineError;
    if (!offline) this.log('Could not get the instrumental', error);
    this.dispatch(playerActions.singAlongUnavailable());
    this.dispatch(
      showToast({
        title: i18n.t('singAlong.unavailable', { ns: playerNamespace }),
        description: i18n.t(offline ? 'singAlong.offline' : 'singAlong.notRendered', {
          ns: playerNamespace,
        }),
      }),
    );
  }

  /** Like most players: back to the start first, to the previous track when near the start. */
  previous(): void {
    const state = this.getState();
    const previous = previousIndex(queueOf(state), state.repeat);
    if (previous !== undefined && this.media.currentTime <= restartThresholdSeconds) {
      this.dispatch(playerActions.jumpTo(previous));
    } else {
      this.seek(0);
    }
  }

  setVolume(volume: number): void {
    this.media.volume = volume;
  }

  /** The sleep timer ran out: the volume fades to nothing, then playback pauses. */
  async fadeOutAndPause(): Promise<void> {
    const steps = 20;
    for (let step = 1; step <= steps && !this.media.paused; step++) {
      this.media.volume = this.getState().volume * (1 - step / steps);
      await delay(sleepFadeMs / steps);
    }
    this.pause();
    this.media.volume = this.getState().volume;
  }

  /** The learner's speed, pitch kept; a new source resets the element's rate, so it is set again. */
  applySpeed(): void {
    this.stream.applySpeed();
  }
}
