import type { AudioPart } from '@btb/shared-contract';
import type { Dispatch } from '@btb/shared-store';
import type { PlayerState } from '../state/playerSlice';
import type { PlayerTrack } from '../state/playerTrack';
import type { MediaElementLike } from './MediaElementLike';

/** SPEC section 9: 200 ms, then up to 5000 ms of buffering, before autoplay. */
export const autoplayDelayMs = 200;
export const bufferWaitMs = 5000;
/** SPEC: restricted tracks are a 20-second preview. */
export const previewLimitSeconds = 20;
/** "Previous" restarts the track when it has played longer than this. */
export const restartThresholdSeconds = 3;

/** Tries to get a fresh stream URL after the stream broke mid-track, before giving up. */
export const reconnectAttempts = 5;
export const reconnectDelayMs = 2000;

/** The sleep timer's fade-out before it pauses. */
export const sleepFadeMs = 5000;

export interface PlayerEngineOptions {
  media: MediaElementLike;
  dispatch: Dispatch;
  getState: () => PlayerState;
  /** `part`: the sung song, or its instrumental while sing along is on. */
  fetchStreamUrl?: (track: PlayerTrack, signal: AbortSignal, part: AudioPart) => Promise<string>;
  /** SPEC section 8: audio failures are logged only, never shown. */
  log?: (message: string, error?: unknown) => void;
  /** Counts a play of a track the queue started by itself (default: the API, with cooldown). */
  countAutoPlay?: (track: PlayerTrack) => void;
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
