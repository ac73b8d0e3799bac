export type MediaEventName =
  | 'timeupdate'
  | 'durationchange'
  | 'loadedmetadata'
  | 'canplay'
  | 'canplaythrough'
  | 'playing'
  | 'pause'
  | 'ended'
  | 'error';

/**
 * The part of `HTMLMediaElement` the engine uses. The real `<audio>` satisfies it; unit tests drive
 * the engine with a fake.
 */
export interface MediaElementLike {
  src: string;
  currentTime: number;
  readonly duration: number;
  volume: number;
  playbackRate: number;
  /** Speed changes keep the pitch (learners hear the same voice, only slower). */
  preservesPitch?: boolean;
  readonly readyState: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: 'src'): void;
  addEventListener(type: MediaEventName, listener: () => void): void;
  removeEventListener(type: MediaEventName, listener: () => void): void;
}

/** `HTMLMediaElement.HAVE_FUTURE_DATA`: enough is buffered to play on. */
export const haveFutureData = 3;
