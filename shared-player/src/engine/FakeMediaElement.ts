import type { MediaElementLike, MediaEventName } from './MediaElementLike';

/**
 * A scriptable stand-in for `<audio>` in unit tests: the test decides when data is buffered, what
 * `play()` answers, and which media events fire.
 */
export class FakeMediaElement implements MediaElementLike {
  src = '';
  currentTime = 0;
  duration = NaN;
  volume = 1;
  playbackRate = 1;
  preservesPitch = true;
  readyState = 0;
  paused = true;
  loadCalls = 0;
  playCalls = 0;
  /** What the next `play()` does; by default it starts playing. */
  playOutcome: () => Promise<void> = () => Promise.resolve();
  private readonly listeners = new Map<MediaEventName, Set<() => void>>();

  play(): Promise<void> {
    this.playCalls += 1;
    return this.playOutcome().then(() => {
      this.paused = false;
      this.emit('playing');
    });
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.emit('pause');
  }

  load(): void {
    this.loadCalls += 1;
    this.readyState = 0;
    this.playbackRate = 1;
    this.currentTime = 0;
    this.paused = true;
  }

  removeAttribute(): void {
    this.src = '';
  }

  addEventListener(type: MediaEventName, listener: () => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: MediaEventName, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  emit(type: MediaEventName): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  /** Enough data has arrived to play through. */
  buffer(duration = 200): void {
    this.duration = duration;
    this.emit('durationchange');
    this.readyState = 4;
    this.emit('canplaythrough');
  }

  /** Playback reached `seconds`. */
  reach(seconds: number): void {
    this.currentTime = seconds;
    this.emit('timeupdate');
  }

  end(): void {
    this.paused = true;
    this.emit('pause');
    this.emit('ended');
  }
}

/** A DOMException-like error with the given name, as `play()` rejects with. */
export function mediaError(name: 'NotAllowedError' | 'AbortError' | 'NotSupportedError'): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}
