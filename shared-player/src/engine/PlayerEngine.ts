import type { Dispatch } from '@btb/shared-store';
import { playerActions, type PlayerState } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { isSameTrack, neighbourInQueue } from '../state/queue';
import {
  autoplayDelayMs,
  bufferWaitMs,
  delay,
  previewLimitSeconds,
  restartThresholdSeconds,
  streamUrlRenewAfterMs,
  type PlayerEngineOptions,
} from './engineSettings';
import { fetchStreamUrl as fetchFromApi } from './fetchStreamUrl';
import type { MediaEventName, MediaElementLike } from './MediaElementLike';
import { isAutoplayRefusal, isInterruptedPlay } from './playErrors';
import { waitForBuffer } from './waitForBuffer';

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
  /** Bumped by every new load, so a superseded load never plays. */
  private loadId = 0;
  private request: AbortController | null = null;
  private streamUrl: string | null = null;
  /** When the current stream URL arrived (Date.now()). */
  private streamUrlAt = 0;

  constructor(options: PlayerEngineOptions) {
    this.media = options.media;
    this.dispatch = options.dispatch;
    this.getState = options.getState;
    this.fetchStreamUrl = options.fetchStreamUrl ?? fetchFromApi;
    this.log = options.log ?? ((message, error) => console.error(message, error));
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

  async load(track: PlayerTrack): Promise<void> {
    const id = ++this.loadId;
    this.request?.abort();
    this.stopAndClear();
    this.dispatch(playerActions.trackSelected(track));

    const loaded = await this.loadStream(track, id, 'Could not get the stream URL', () =>
      this.dispatch(playerActions.loadingEnded()),
    );
    if (!loaded) return;

    await delay(autoplayDelayMs);
    if (id !== this.loadId) return;
    await waitForBuffer(this.media, bufferWaitMs);
    if (id !== this.loadId) return;
    await this.startPlayback(id);
  }

  toggle(): void {
    if (this.media.paused) this.resume();
    else this.pause();
  }

  resume(): void {
    const { currentTrack, isLoading } = this.getState();
    if (!currentTrack || isLoading || !this.media.paused) return;
    if (!this.streamUrl) {
      // The stream URL never arrived (or the audio failed): ask again.
      void this.load(currentTrack);
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
    const { queue, currentTrack } = this.getState();
    const next = neighbourInQueue(queue, currentTrack, 1);
    if (next) void this.load(next);
  }

  /** Like most players: back to the start first, to the previous track when near the start. */
  previous(): void {
    const { queue, currentTrack } = this.getState();
    const previous = neighbourInQueue(queue, currentTrack, -1);
    if (previous && this.media.currentTime <= restartThresholdSeconds) void this.load(previous);
    else this.seek(0);
  }

  setVolume(volume: number): void {
    this.media.volume = volume;
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
        this.dispatch(playerActions.timeUpdated(previewLimitSeconds));
        this.dispatch(playerActions.previewLimitReached());
      }
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

  private readonly onEnded = () => {
    const { currentTrack } = this.getState();
    this.media.currentTime = 0;
    this.dispatch(playerActions.ended());
    // A preview rendition may end right at 20 s, before a time update reports the limit.
    if (currentTrack && this.previewApplies(currentTrack)) {
      this.dispatch(playerActions.previewLimitReached());
    }
  };

  /**
   * Fetches `track`'s stream URL and puts it on the element; false when that failed (logged,
   * `onFailure` has run) or another load superseded this one.
   */
  private async loadStream(
    track: PlayerTrack,
    id: number,
    failureMessage: string,
    onFailure: () => void,
  ) {
    const request = new AbortController();
    this.request = request;
    let url: string;
    try {
      url = await this.fetchStreamUrl(track, request.signal);
    } catch (error) {
      if (id === this.loadId) {
        this.log(failureMessage, error);
        onFailure();
      }
      return false;
    }
    if (id !== this.loadId) return false;
    this.streamUrl = url;
    this.streamUrlAt = Date.now();
    this.media.src = url;
    this.media.load();
    return true;
  }

  /** A fresh URL for the current track, continuing at `position` (and playing if it was). */
  private async renew(track: PlayerTrack, position: number, wasPlaying: boolean): Promise<void> {
    const id = this.loadId;
    const loaded = await this.loadStream(track, id, 'Could not renew the stream URL', () =>
      this.dispatch(playerActions.failed()),
    );
    if (!loaded) return;
    this.media.currentTime = position;
    if (wasPlaying) await this.startPlayback(id);
  }

  private readonly onError = () => {
    // Clearing the source can raise an error event too; only the current stream's errors count.
    if (!this.streamUrl) return;
    const { currentTrack, isPlaying } = this.getState();
    if (currentTrack && Date.now() - this.streamUrlAt >= streamUrlRenewAfterMs) {
      // Most likely the link expired: renewing it once is part of playing, not a failure.
      this.streamUrlAt = Date.now();
      void this.renew(currentTrack, this.media.currentTime, isPlaying);
      return;
    }
    this.log('The audio could not be loaded or played', (this.media as { error?: unknown }).error);
    this.streamUrl = null;
    this.dispatch(playerActions.failed());
  };
}
