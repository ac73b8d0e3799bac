import type { AudioPart } from '@btb/shared-contract';
import type { Dispatch } from '@btb/shared-store';
import { playerActions, type PlayerState } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { streamPartOf } from '../state/singAlongReducers';
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
  fetchStreamUrl: (track: PlayerTrack, signal: AbortSignal, part: AudioPart) => Promise<string>;
  log: (message: string, error: unknown) => void;
  /** Offline, the track is not saved: the engine goes on with the next one that is. */
  onUnavailable: (track: PlayerTrack) => void;
  /** Sing along is on but the instrumental cannot be had: the song plays with the voice. */
  onSingAlongUnavailable: (error: unknown) => void;
}

/**
 * The track's stream on the media element: fetching its URL, starting it, resuming it after a
 * drop. Each load has an id, so a superseded load never plays (PlayerEngine's commands, the
 * element's events and this stream all ask `isCurrent`).
 */
export class TrackStream {
  /** The URL playing, or null before it arrived, after it failed or once cleared. */
  url: string | null = null;
  private swapLoadId = -1;
  private loadId = 0;
  private request: AbortController | null = null;

  constructor(private readonly options: TrackStreamOptions) {}

  /** While sing along swaps the file under the track: the element's pauses and times are not news. */
  get swapping(): boolean {
    return this.swapLoadId === this.loadId;
  }

  /** Cancels any load: it can no longer play. */
  cancel(): void {
    this.loadId += 1;
    this.request?.abort();
  }

  /** Loads `track` and starts it, from `startAt` seconds (a restored position) or the start. */
  async load(track: PlayerTrack, startAt: number): Promise<void> {
    const { dispatch, log } = this.options;
    const { id, signal } = this.nextLoad();
    this.stopAndClear();
    dispatch(playerActions.trackSelected(track));
    if (startAt > 0) dispatch(playerActions.timeUpdated(startAt));

    let url: string;
    try {
      url = await this.urlFor(track, signal);
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
    const { dispatch, log } = this.options;
    const { id, signal } = this.nextLoad();
    this.url = null;
    dispatch(playerActions.reconnecting());
    for (let attempt = 1; ; attempt++) {
      await waitUntilOnline();
      if (id !== this.loadId) return;
      try {
        const url = await this.urlFor(track, signal);
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

  /**
   * Sing along was switched: the current track goes on from the other file (same length and word
   * times) at the same place and speed, playing or paused as it was. A track not loaded (restored
   * after a reload, failed) takes the choice when it next loads.
   */
  async switchPart(track: PlayerTrack): Promise<void> {
    const { media, getState, log } = this.options;
    if (!this.url && !getState().isLoading) return;
    const { id, signal } = this.nextLoad();
    let url: string;
    try {
      url = await this.urlFor(track, signal);
    } catch (error) {
      if (id !== this.loadId) return;
      log('Could not get the stream URL', error);
      // A stream already playing goes on as it was; one still starting has nothing to play.
      if (getState().isLoading) this.options.dispatch(playerActions.failed());
      return;
    }
    if (id !== this.loadId) return;
    // Still starting (a restored position not yet applied, a reconnect): the state knows the place.
    const position = this.url && !getState().isLoading ? media.currentTime : getState().currentTime;
    this.swapLoadId = id;
    try {
      this.url = url;
      media.src = url;
      media.load();
      // Before data arrives this is where playback will start; set again once it has.
      media.currentTime = position;
      await waitForBuffer(media, bufferWaitMs);
    } finally {
      if (this.swapLoadId === id) this.swapLoadId = -1;
    }
    if (id !== this.loadId) return;
    if (media.currentTime !== position) media.currentTime = position;
    // The element's own pause during the swap was ignored: only a pause command stops it.
    const { isPlaying, isLoading } = getState();
    if (isPlaying || isLoading) await this.startPlayback(id);
    else this.applySpeed();
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

  /** The stream URL of the file to play; sing along's instrumental, else (or failing that) the song. */
  private async urlFor(track: PlayerTrack, signal: AbortSignal): Promise<string> {
    const { fetchStreamUrl, getState } = this.options;
    if (streamPartOf(track, getState()) === 'song') return fetchStreamUrl(track, signal, 'song');
    try {
      return await fetchStreamUrl(track, signal, 'instrumental');
    } catch (error) {
      if (signal.aborted) throw error;
      this.options.onSingAlongUnavailable(error);
      return fetchStreamUrl(track, signal, 'song');
    }
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
