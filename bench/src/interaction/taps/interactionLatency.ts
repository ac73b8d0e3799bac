/** What the page keeps of one Event Timing entry (`PerformanceEventTiming`), in its milliseconds. */
export interface EventEntry {
  name: string;
  /** 0 for an event that is no interaction (a `change`, a `mouseover`). */
  interactionId: number;
  startTime: number;
  /** From the event's time to the next paint after its handlers, rounded by the browser to 8 ms. */
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/**
 * The Event Timing API leaves out events shorter than its threshold (16 ms at the least): an
 * interaction with no entry took under 16 ms, and counts as 16.
 */
export const unreportedMs = 16;

/** One tap's latency as INP counts it, and where its slowest event spent the time. */
export interface TapLatency {
  latencyMs: number;
  /** False when no event of the tap reached the API's threshold (`latencyMs` is then 16). */
  reported: boolean;
  /** The slowest event of the interaction (`pointerdown`, `click`, `keydown` ...). */
  event?: string;
  /** Until its handlers started (the main thread was busy). */
  inputDelayMs?: number;
  /** Its handlers. */
  processingMs?: number;
  /** From its handlers' end to the next paint (rendering, and any task run in between). */
  presentationMs?: number;
  /** The interaction's span on the page's clock: its first event, and the paint after its slowest. */
  fromMs?: number;
  toMs?: number;
}

/**
 * The latency of the first interaction that began at or after `after` (the moment the measured tap
 * was armed): its events grouped by `interactionId` (a tap's `pointerdown`, `pointerup` and
 * `click` share one), the longest `duration` among them, as INP takes it.
 */
export function interactionLatency(entries: readonly EventEntry[], after: number): TapLatency {
  const ours = entries.filter((entry) => entry.interactionId > 0 && entry.startTime >= after);
  if (ours.length === 0) return { latencyMs: unreportedMs, reported: false };
  const first = ours.reduce((a, b) => (b.startTime < a.startTime ? b : a));
  const events = ours.filter((entry) => entry.interactionId === first.interactionId);
  const slowest = events.reduce((a, b) => (b.duration > a.duration ? b : a));
  return {
    latencyMs: Math.max(unreportedMs, slowest.duration),
    reported: true,
    event: slowest.name,
    inputDelayMs: round(slowest.processingStart - slowest.startTime),
    processingMs: round(slowest.processingEnd - slowest.processingStart),
    presentationMs: round(slowest.startTime + slowest.duration - slowest.processingEnd),
    fromMs: first.startTime,
    toMs: slowest.startTime + slowest.duration,
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
