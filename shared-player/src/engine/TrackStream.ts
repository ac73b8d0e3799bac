import type { Dispatch } from '@btb/shared-store';
import { playerActions, type PlayerState } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import {
  autoplayDelayMs,
  bufferWaitMs,
  delay,
  reconnectAttempts,
  reconnectDelayMs,
} from './engineSettings';
import type { MediaElementLike } from './MediaElementLike';
import { isAutoplayRefusal, isInterruptedPlay } from './playErrors';
import { waitForBuffer } from './waitForBuffer';
import { waitUntilOnline } from './waitUntilOnline';
import { NotAvailableOfflineError } from '../offline/savedStream';

export interface TrackStreamOptions {
  media: MediaElementLike;
  dispatch: Dispatch;
  getState: () => PlayerState;
  fetchStreamUrl: (track: PlayerTrack, signal: AbortSignal) => Promise<string>;
  log: (message: string, error: unknown) => void;
  /** Offline, the track is not saved: the engine goes on with the next one that is. */
  onUnavailable: (track: PlayerTrack) => void;
}

/**
 * The track's stream on the media element: fetching its URL, starting it, resuming it after a
 * drop. Each load has an id, so a superseded load never plays (PlayerEngine's commands, the
 * element's events and this stream all ask `isCurrent`).
 */
export class TrackStream {
  /** The URL playing, or null before it arrived, after it failed or once cleared. */
  url: string | null = null;
  private loadId = 0;
  private request: AbortController | null = null;

  constructor(private readonly options: TrackStreamOptions) {}

  /** Cancels any load: it can no longer play. */
  cancel(): void {
    this.loadId += 1;
    this.request?.abort();
  }

  /** Loads `track` and starts it, from `startAt` seconds (a restored position) or the start. */
  async load(track: PlayerTrack, startAt: number): Promise<void> {
    const { dispatch, fetchStreamUrl, log } = this.options;
    const { id, signal } = this.nextLoad();
    this.stopAndClear();
    dispatch(playerActions.trackSelected(track));
    if (startAt > 0) dispatch(playerActions.timeUpdated(startAt));

    let url: string;
    try {
      url = await fetchStreamUrl(track, signal);
    } catch (error) {
      if (id !== this.loadId) return;
      dispatch(playerActions.loadingEnded());
      if (error instanceof NotAvailableOfflineError) this.options.onUnavailable(track);
      else log('Could not get the stream URL', error);
      return;
    }
    if (id !== this.loadId) return;
    await this.startStream(id, url, startAt);
  }

  /**
   * The stream broke mid-track (a network drop, an expired signed URL): wait for the connection,
   * fetch a new URL and go on at the same position; the queue never skips or stops for it.
   */
  async reconnect(track: PlayerTrack, position: number): Promise<void> {
    const { dispatch, fetchStreamUrl, log } = this.options;
    const { id, signal } = this.nextLoad();
    this.url = null;
    dispatch(playerActions.reconnecting());
    for (let attempt = 1; ; attempt++) {
      await waitUntilOnline();
      if (id !== this.loadId) return;
      try {
        const url = await fetchStreamUrl(track, signal);
        if (id !== this.loadId) return;
        await this.startStream(id, url, position);
        return;
      } catch (error) {
        if (id !== this.loadId) return;
        if (attempt >= reconnectAttempts) {
          log('The stream could not be resumed', error);
          dispatch(playerActions.failed());
          return;
        }
        await delay(reconnectDelayMs);
        if (id !== this.loadId) return;
      }
    }
  }

  /** Plays the loaded stream (again); reports playing, or why it could not. */
  playCurrent(): Promise<void> {
    return this.startPlayback(this.loadId);
  }

  /** The learner's speed, pitch kept; a new source resets the element's rate, so it is set again. */
  applySpeed(): void {
    this.options.media.preservesPitch = true;
    this.options.media.playbackRate = this.options.getState().speed;
  }

  /** Starts a new load: any earlier one is cancelled and can no longer play. */
  private nextLoad(): { id: number; signal: AbortSignal } {
    const id = ++this.loadId;
    this.request?.abort();
    this.request = new AbortController();
    return { id, signal: this.request.signal };
  }

  /** SPEC: a new track first stops and resets the current one and clears its stream URL. */
  private stopAndClear(): void {
    const { media } = this.options;
    media.pause();
    this.url = null;
    media.removeAttribute('src');
    // With no src, load() aborts any download of the previous track and resets the position.
    media.load();
  }

  private async startStream(id: number, url: string, startAt: number): Promise<void> {
    const { media } = this.options;
    this.url = url;
    media.src = url;
    media.load();

    await delay(autoplayDelayMs);
    if (id !== this.loadId) return;
    await waitForBuffer(media, bufferWaitMs);
    if (id !== this.loadId) return;
    if (startAt > 0) media.currentTime = startAt;
    await this.startPlayback(id);
  }

  private async startPlayback(id: number): Promise<void> {
    const { media, dispatch, log } = this.options;
    this.applySpeed();
    try {
      await media.play();
      if (id === this.loadId) dispatch(playerActions.playing());
    } catch (error) {
      if (id !== this.loadId) return;
      if (isAutoplayRefusal(error)) {
        dispatch(playerActions.autoplayRefused());
      } else if (isInterruptedPlay(error)) {
        // A pause came before playback started: that is the listener's wish, not a failure.
        dispatch(playerActions.paused());
      } else {
        log('Playback failed', error);
        dispatch(playerActions.failed());
      }
    }
  }
}
