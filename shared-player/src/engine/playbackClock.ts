/**
 * The media element's own clock, read when whole seconds in the store are too coarse (the synced
 * lyrics line). The engine registers it; without an engine it reads undefined.
 */
let read: (() => number) | null = null;

export function registerPlaybackClock(clock: (() => number) | null): void {
  read = clock;
}

export function readPlaybackClock(): number | undefined {
  return read?.();
}
