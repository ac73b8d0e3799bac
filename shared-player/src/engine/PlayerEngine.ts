import type { Dispatch } from '@btb/shared-store';
import { playerActions, queueOf, type PlayerState } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { isSameTrack, nextIndex, previousIndex } from '../state/queue';
import { countAutoPlay } from './countAutoPlay';
import {
  autoplayDelayMs,
  bufferWaitMs,
  delay,
  previewLimitSeconds,
  reconnectAttempts,
  sleepFadeMs,
  reconnectDelayMs,
  restartThresholdSeconds,
  type PlayerEngineOptions,
} from './engineSettings';
import { fetchStreamUrl as fetchFromApi } from './fetchStreamUrl';
import type { MediaEventName, MediaElementLike } from './MediaElementLike';
import { isAutoplayRefusal, isInterruptedPlay } from './playErrors';
import { waitForBuffer } from './waitForBuffer';
import { waitUntilOnline } from './waitUntilOnline';

/**
 * Drives the one media element through every transition of SPEC section 4 "Player state" and reports
 * what happens to the store. Commands reach it through the listener middleware.
 */
export class PlayerEngine {
  private readonly media: MediaElementLike;
  private readonly dispatch: Dispatch;
  private readonly getState: () => PlayerState;
  private readonly fetchStreamUrl: NonNullable<PlayerEngineOptions['fetchStreamUrl']>;
  private readonly log: NonNullable<PlayerEngineOptions['log']>;
  private readonly countAutoPlay: NonNullable<PlayerEngineOptions['countAutoPlay']>;
  /** Bumped by every new load, so a superseded load never plays. */
  private loadId = 0;
  private request: AbortController | null = null;
  private streamUrl: string | null = null;

  constructor(options: PlayerEngineOptions) {
    this.media = options.media;
    this.dispatch = options.dispatch;
    this.getState = options.getState;
    this.fetchStreamUrl = options.fetchStreamUrl ?? fetchFromApi;
    this.log = options.log ?? ((message, error) => console.error(message, error));
    this.countAutoPlay = options.countAutoPlay ?? ((track) => countAutoPlay(track, this.log));
  }

  /** Listens to the media element; returns the function that stops it and cancels any load. */
  attach(): () => void {
    const handlers: [MediaEventName, () => void][] = [
      ['timeupdate', this.onTimeUpdate],
      ['durationchange', this.onDuration],
      ['loadedmetadata', this.onDuration],
      ['playing', this.onPlaying],
      ['pause', this.onPause],
      ['ended', this.onEnded],
      ['error', this.onError],
    ];
    for (const [type, handler] of handlers) this.media.addEventListener(type, handler);
    this.media.volume = this.getState().volume;
    this.applySpeed();
    return () => {
      for (const [type, handler] of handlers) this.media.removeEventListener(type, handler);
      this.loadId += 1;
      this.request?.abort();
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
  async load(track: PlayerTrack, startAt = 0): Promise<void> {
    const { id, signal } = this.nextLoad();
    this.stopAndClear();
    this.dispatch(playerActions.trackSelected(track));
    if (startAt > 0) this.dispatch(playerActions.timeUpdated(startAt));

    let url: string;
    try {
      url = await this.fetchStreamUrl(track, signal);
    } catch (error) {
      if (id !== this.loadId) return;
      this.log('Could not get the stream URL', error);
      this.dispatch(playerActions.loadingEnded());
      return;
    }
    if (id !== this.loadId) return;
    await this.startStream(id, url, startAt);
  }

  /** Plays the queue entry the state names as current (after `playAll` or `jumpTo`). */
  loadQueueEntry(): Promise<void> {
    const { queue, queueIndex } = this.getState();
    const track = queue[queueIndex];
    return track ? this.load(track) : Promise.resolve();
  }

  /** Starts a new load: any earlier one is cancelled and can no longer play. */
  private nextLoad(): { id: number; signal: AbortSignal } {
    const id = ++this.loadId;
    this.request?.abort();
    this.request = new AbortController();
    return { id, signal: this.request.signal };
  }

  private async startStream(id: number, url: string, startAt: number): Promise<void> {
    this.streamUrl = url;
    this.media.src = url;
    this.media.load();

    await delay(autoplayDelayMs);
    if (id !== this.loadId) return;
    await waitForBuffer(this.media, bufferWaitMs);
    if (id !== this.loadId) return;
    if (startAt > 0) this.media.currentTime = startAt;
    await this.startPlayback(id);
  }

  /**
   * The stream broke mid-track (a network drop, an expired signed URL): wait for the connection,
   * fetch a new URL and go on at the same position; the queue never skips or stops for it.
   */
  private async reconnect(track: PlayerTrack, position: number): Promise<void> {
    const { id, signal } = this.nextLoad();
    this.streamUrl = null;
    this.dispatch(playerActions.reconnecting());
    for (let attempt = 1; ; attempt++) {
      await waitUntilOnline();
      if (id !== this.loadId) return;
      try {
        const url = await this.fetchStreamUrl(track, signal);
        if (id !== this.loadId) return;
        await this.startStream(id, url, position);
        return;
      } catch (error) {
        if (id !== this.loadId) return;
        if (attempt >= reconnectAttempts) {
          this.log('The stream could not be resumed', error);
          this.dispatch(playerActions.failed());
          return;
        }
        await delay(reconnectDelayMs);
        if (id !== this.loadId) return;
      }
    }
  }

  toggle(): void {
    if (this.media.paused) this.resume();
    else this.pause();
  }

  resume(): void {
    const { currentTrack, isLoading } = this.getState();
    if (!currentTrack || isLoading || !this.media.paused) return;
    if (!this.streamUrl) {
      // The stream URL never arrived, the audio failed, or the track was restored after a reload:
      // ask again, and go on where the bar shows.
      void this.load(currentTrack, this.getState().currentTime);
      return;
    }
    // After the preview ran out, play means hearing the preview again from the start.
    if (this.previewApplies(currentTrack) && this.media.currentTime >= previewLimitSeconds) {
      this.media.currentTime = 0;
    }
    void this.startPlayback(this.loadId);
  }

  pause(): void {
    if (!this.media.paused) this.media.pause();
    if (this.getState().isPlaying) this.dispatch(playerActions.paused());
  }

  seek(seconds: number): void {
    if (!this.getState().currentTrack || !this.streamUrl || !Number.isFinite(seconds)) return;
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
    this.media.preservesPitch = true;
    this.media.playbackRate = this.getState().speed;
  }

  /**
   * When the queue has a track after this one, it starts by itself and counts a play; returns
   * whether it did. `ended`: the track ran out (repeat one plays it again) rather than its preview.
   */
  private advance(ended: boolean): boolean {
    const state = this.getState();
    const next = nextIndex(queueOf(state), state.repeat, ended);
    const track = next === undefined ? undefined : state.queue[next];
    if (next === undefined || !track) return false;
    this.countAutoPlay(track);
    if (next === state.queueIndex) {
      // Repeat one: the same stream again, no new URL needed.
      this.media.currentTime = 0;
      this.dispatch(playerActions.timeUpdated(0));
      void this.startPlayback(this.loadId);
    } else {
      this.dispatch(playerActions.jumpTo(next));
    }
    return true;
  }

  /** SPEC: a new track first stops and resets the current one and clears its stream URL. */
  private stopAndClear(): void {
    this.media.pause();
    this.streamUrl = null;
    this.media.removeAttribute('src');
    // With no src, load() aborts any download of the previous track and resets the position.
    this.media.load();
  }

  private async startPlayback(id: number): Promise<void> {
    this.applySpeed();
    try {
      await this.media.play();
      if (id === this.loadId) this.dispatch(playerActions.playing());
    } catch (error) {
      if (id !== this.loadId) return;
      if (isAutoplayRefusal(error)) {
        this.dispatch(playerActions.autoplayRefused());
      } else if (isInterruptedPlay(error)) {
        // A pause came before playback started: that is the listener's wish, not a failure.
        this.dispatch(playerActions.paused());
      } else {
        this.log('Playback failed', error);
        this.dispatch(playerActions.failed());
      }
    }
  }

  private previewApplies(track: PlayerTrack): boolean {
    return track.ysnRestricted === 1 && !this.getState().premium;
  }

  private readonly onTimeUpdate = () => {
    const { currentTrack, currentTime } = this.getState();
    const time = this.media.currentTime;
    if (currentTrack && this.previewApplies(currentTrack) && time >= previewLimitSeconds) {
      if (!this.media.paused) {
        this.media.pause();
        if (this.previewEndsInQueue()) return;
        this.dispatch(playerActions.timeUpdated(previewLimitSeconds));
        this.dispatch(playerActions.previewLimitReached());
      }
      return;
    }
    const { loopLine } = this.getState();
    if (loopLine && time >= loopLine.end) {
      this.media.currentTime = loopLine.start;
      return;
    }
    // Whole seconds are all the bar shows; fewer updates mean fewer renders across the site.
    if (Math.floor(time) !== Math.floor(currentTime)) {
      this.dispatch(playerActions.timeUpdated(time));
    }
  };

  private readonly onDuration = () => {
    this.dispatch(playerActions.durationKnown(this.media.duration));
  };

  private readonly onPlaying = () => {
    if (this.streamUrl && !this.getState().isPlaying) this.dispatch(playerActions.playing());
  };

  /** Pauses from outside the site (headset, another app taking audio focus) reach the state too. */
  private readonly onPause = () => {
    if (this.getState().isPlaying) this.dispatch(playerActions.paused());
  };

  /**
   * In a queue, a preview ends at 20 s without stopping anything: the offer shows once per queue
   * and the next track starts. Returns false when nothing follows (a single song, SPEC's popup).
   */
  private previewEndsInQueue(): boolean {
    const state = this.getState();
    if (nextIndex(queueOf(state), state.repeat, false) === undefined) return false;
    this.dispatch(playerActions.previewEndedInQueue());
    return this.advance(false);
  }

  private readonly onEnded = () => {
    const { currentTrack } = this.getState();
    // A preview rendition may end right at 20 s, before a time update reports the limit.
    const preview = !!currentTrack && this.previewApplies(currentTrack);
    if (currentTrack && !preview) this.dispatch(playerActions.heardToEnd(currentTrack));
    const sleepsNow = this.getState().sleepTimer === 'endOfTrack';
    if (sleepsNow) this.dispatch(playerActions.setSleepTimer(null));
    else if (preview ? this.previewEndsInQueue() : this.advance(true)) return;
    // SPEC section 4: nothing follows, so the track resets to 0 and stops.
    this.media.currentTime = 0;
    this.dispatch(playerActions.ended());
    if (preview) this.dispatch(playerActions.previewLimitReached());
  };

  private readonly onError = () => {
    // Clearing the source can raise an error event too; only the current stream's errors count.
    if (!this.streamUrl) return;
    const { currentTrack } = this.getState();
    const position = this.media.currentTime;
    if (currentTrack && position > 0) {
      void this.reconnect(currentTrack, position);
      return;
    }
    this.log('The audio could not be loaded or played', (this.media as { error?: unknown }).error);
    this.streamUrl = null;
    this.dispatch(playerActions.failed());
  };
}
