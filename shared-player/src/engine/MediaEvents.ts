import type { Dispatch } from '@btb/shared-store';
import { playerActions, queueOf, type PlayerState } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import { nextIndex } from '../state/queue';
import { previewLimitSeconds } from './engineSettings';
import type { MediaElementLike, MediaEventName } from './MediaElementLike';
import type { TrackStream } from './TrackStream';

/** A restricted track plays as a 20-second preview for a learner without premium. */
export function previewApplies(track: PlayerTrack, state: PlayerState): boolean {
  return track.ysnRestricted === 1 && !state.premium;
}

interface MediaEventsOptions {
  media: MediaElementLike;
  dispatch: Dispatch;
  getState: () => PlayerState;
  stream: TrackStream;
  log: (message: string, error: unknown) => void;
  countAutoPlay: (track: PlayerTrack) => void;
}

/**
 * What the media element reports, turned into the store's state (SPEC section 4): time, duration,
 * outside pauses, the preview limit, the loop line, the end of a track (the queue goes on) and
 * errors (a broken stream reconnects).
 */
export class MediaEvents {
  private readonly media: MediaElementLike;
  private readonly dispatch: Dispatch;
  private readonly getState: () => PlayerState;
  private readonly stream: TrackStream;
  private readonly log: MediaEventsOptions['log'];
  private readonly countAutoPlay: MediaEventsOptions['countAutoPlay'];

  constructor(options: MediaEventsOptions) {
    this.media = options.media;
    this.dispatch = options.dispatch;
    this.getState = options.getState;
    this.stream = options.stream;
    this.log = options.log;
    this.countAutoPlay = options.countAutoPlay;
  }

  /** Each event the engine listens to, with its handler. */
  handlers(): [MediaEventName, () => void][] {
    return [
      ['timeupdate', this.onTimeUpdate],
      ['durationchange', this.onDuration],
      ['loadedmetadata', this.onDuration],
      ['playing', this.onPlaying],
      ['pause', this.onPause],
      ['ended', this.onEnded],
      ['error', this.onError],
    ];
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
      void this.stream.playCurrent();
    } else {
      this.dispatch(playerActions.jumpTo(next));
    }
    return true;
  }

  private readonly onTimeUpdate = () => {
    if (this.stream.swapping) return;
    const { currentTrack, currentTime } = this.getState();
    const time = this.media.currentTime;
    if (
      currentTrack &&
      previewApplies(currentTrack, this.getState()) &&
      time >= previewLimitSeconds
    ) {
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
    if (this.stream.url && !this.getState().isPlaying) this.dispatch(playerActions.playing());
  };

  /** Pauses from outside the site (headset, another app taking audio focus) reach the state too. */
  private readonly onPause = () => {
    if (this.getState().isPlaying && !this.stream.swapping) this.dispatch(playerActions.paused());
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
    const preview = !!currentTrack && previewApplies(currentTrack, this.getState());
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
    if (!this.stream.url) return;
    const { currentTrack } = this.getState();
    const position = this.media.currentTime;
    if (currentTrack && position > 0) {
      void this.stream.reconnect(currentTrack, position);
      return;
    }
    this.log('The audio could not be loaded or played', (this.media as { error?: unknown }).error);
    this.stream.url = null;
    this.dispatch(playerActions.failed());
  };
}
