/** A change of the database's reachability, as seen by the queries of this process. */
export type AvailabilityChange =
  { available: false; reason: string } | { available: true; downForMs: number };

/**
 * Whether the database answered the last query of this process, and how often it came back: for
 * `/metrics`, one log line per change, and the API's 503s. Queries report to it; nothing polls.
 */
export interface Availability {
  readonly available: boolean;
  /** Times the database came back after being unreachable (the pool reconnected by itself). */
  readonly reconnects: number;
  onChange(listener: (change: AvailabilityChange) => void): void;
}

export interface AvailabilityTracker extends Availability {
  /** Taken when a query starts; handed to `succeeded` when it answers. */
  begin(): number;
  /**
   * The server answered a query begun at `started`. Only a query begun after the last failure
   * says it is back: one begun before may finish just as the server goes away.
   */
  succeeded(started: number): void;
  failed(reason: string): void;
}

/**
 * `connected` says whether an answer may count as "back" at all: a client with several connections
 * (Redis: commands and a subscriber) is back once every one is, not when one command gets through.
 */
export function createAvailability(
  now: () => number = Date.now,
  connected: () => boolean = () => true,
): AvailabilityTracker {
  let downSince: number | null = null;
  let reconnects = 0;
  /** Failures so far: a query begun at an older count started before the last one. */
  let failures = 0;
  const listeners: ((change: AvailabilityChange) => void)[] = [];
  const tell = (change: AvailabilityChange) => {
    for (const listener of listeners) listener(change);
  };
  return {
    get available() {
      return downSince === null;
    },
    get reconnects() {
      return reconnects;
    },
    onChange(listener) {
      listeners.push(listener);
    },
    begin: () => failures,
    succeeded(started) {
      if (downSince === null || started < failures || !connected()) return;
      const downForMs = now() - downSince;
      downSince = null;
      reconnects += 1;
      tell({ available: true, downForMs });
    },
    failed(reason) {
      failures += 1;
      if (downSince !== null) return;
      downSince = now();
      tell({ available: false, reason });
    },
  };
}
